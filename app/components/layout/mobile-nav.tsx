import { lazy, Suspense, useRef, useState } from "react";
import { buttonClasses } from "~/components/ui/button";
import { MenuIcon } from "~/components/ui/icons";

// The drawer's code loads on the first tap, so reading pages don't download it up front.
const MobileDrawer = lazy(() => import("./mobile-drawer"));

/** Small screens: a menu button opening a side drawer; choosing a link closes it. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className={buttonClasses("onNav", "sm") + " lg:hidden"}
      >
        <MenuIcon />
        Menu
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileDrawer open={open} onOpenChange={setOpen} returnFocusTo={button} />
        </Suspense>
      ) : null}
    </>
  );
}

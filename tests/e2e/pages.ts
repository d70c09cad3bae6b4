/** Every page built so far, for the checks that apply to all of them (meta, axe, headers). */
export const STATIC_PAGES = ["/", "/about", "/contact", "/get-help", "/color-demo"];

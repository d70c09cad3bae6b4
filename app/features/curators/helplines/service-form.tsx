import { Form } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { Input, Select, Textarea } from "~/components/ui/input";
import { AUDIENCE_LABELS, DAYS } from "~/content/helpline-terms";
import {
  withSpareMethods,
  withSpareSlots,
  type FormErrors,
  type ServiceFormValues,
} from "./form-values";
import { ConsoleField, ConsoleFieldError } from "../console/console-field";

const DAY_LABELS = {
  mon: "Mon",
  tue: "Tue",
  wed: "Wed",
  thu: "Thu",
  fri: "Fri",
  sat: "Sat",
  sun: "Sun",
};

/**
 * Every field of a crisis line, for editing one and for adding one (`withCheck`: the page its
 * number was read on, which the first check records). A plain form: it posts and the page
 * answers, with or without JavaScript; every change asks for a fresh code first unless one was
 * given in the last 10 minutes (step-up).
 */
export function ServiceForm({
  values,
  errors,
  submitLabel,
  withCheck = false,
}: {
  values: ServiceFormValues;
  errors: FormErrors;
  submitLabel: string;
  withCheck?: boolean;
}) {
  const a11y = (name: string) => ({
    id: `field-${name}`,
    name,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `error-${name}` : undefined,
  });
  const methods = withSpareMethods(values.methods);
  const slots = withSpareSlots(values.slots);
  return (
    <Form method="post" className="space-y-6" noValidate>
      <input type="hidden" name="intent" value="save" />
      <ConsoleField name="name" label="Name" error={errors.name}>
        <Input {...a11y("name")} defaultValue={values.name} required />
      </ConsoleField>
      <ConsoleField
        name="description"
        label="Who it is for and what it offers"
        hint="One or two sentences, in our own words."
        error={errors.description}
      >
        <Textarea {...a11y("description")} rows={3} defaultValue={values.description} />
      </ConsoleField>

      <fieldset
        className="space-y-3 rounded-xl border border-line p-4"
        aria-describedby={errors.methods ? "error-methods" : undefined}
      >
        <legend className="px-1 font-semibold text-ink">How to reach it</legend>
        <p className="text-sm text-ink-muted">
          A number as the service prints it (digits, single spaces or dashes), or a chat&rsquo;s
          https address. Leave a row empty to drop it. Its note may name only the line&rsquo;s own
          numbers, and a chat address must be on one of its own sites.
        </p>
        <input type="hidden" name="methodRows" value={methods.length} />
        {methods.map((method, i) => (
          <div
            key={i}
            className="grid gap-2 rounded-lg bg-surface-muted p-3 sm:grid-cols-[8rem_1fr_8rem]"
          >
            <div>
              <label htmlFor={`method-${i}-kind`} className="block text-sm font-semibold">
                Way {i + 1}
              </label>
              <Select id={`method-${i}-kind`} name={`method-${i}-kind`} defaultValue={method.kind}>
                <option value="call">Call</option>
                <option value="text">Text</option>
                <option value="chat">Chat</option>
              </Select>
            </div>
            <div>
              <label htmlFor={`method-${i}-value`} className="block text-sm font-semibold">
                Number or address
              </label>
              <Input
                id={`method-${i}-value`}
                name={`method-${i}-value`}
                defaultValue={method.value}
                autoComplete="off"
              />
            </div>
            <div>
              <label htmlFor={`method-${i}-keyword`} className="block text-sm font-semibold">
                Text keyword
              </label>
              <Input
                id={`method-${i}-keyword`}
                name={`method-${i}-keyword`}
                defaultValue={method.keyword}
                autoComplete="off"
              />
            </div>
            <div className="sm:col-span-3">
              <label htmlFor={`method-${i}-note`} className="block text-sm font-semibold">
                Note (what to do once connected, such as &ldquo;Press 2 for Spanish&rdquo;)
              </label>
              <Input id={`method-${i}-note`} name={`method-${i}-note`} defaultValue={method.note} />
            </div>
            <div className="sm:col-span-3">
              <label htmlFor={`method-${i}-languages`} className="block text-sm font-semibold">
                Languages of this way (BCP 47 tags, such as en, es; separated by commas)
              </label>
              <p id={`method-${i}-languages-hint`} className="text-sm text-ink-muted">
                Only as its own page in that language says; empty if it does not say.
              </p>
              <Input
                id={`method-${i}-languages`}
                name={`method-${i}-languages`}
                defaultValue={method.languages}
                aria-describedby={`method-${i}-languages-hint`}
                autoComplete="off"
              />
            </div>
          </div>
        ))}
        <ConsoleFieldError name="methods" error={errors.methods} />
      </fieldset>

      <fieldset
        className="space-y-3 rounded-xl border border-line p-4"
        aria-describedby={errors.hours ? "error-hours" : undefined}
      >
        <legend className="px-1 font-semibold text-ink">Hours</legend>
        <div className="flex flex-wrap gap-x-5">
          {(
            [
              ["always", "24 hours a day, 7 days a week"],
              ["weekly", "Set hours each week"],
              ["unknown", "Not stated on its own page"],
            ] as const
          ).map(([kind, label]) => (
            <label key={kind} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name="hoursKind"
                value={kind}
                defaultChecked={values.hoursKind === kind}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        <p className="text-sm text-ink-muted">
          Set hours: each row is the same opening on the days ticked, in the line&rsquo;s time zone.
          A closing time earlier than the opening runs past midnight; 24:00 is midnight at the end
          of the day.
        </p>
        <input type="hidden" name="slotRows" value={slots.length} />
        {slots.map((slot, i) => (
          <fieldset key={i} className="rounded-lg bg-surface-muted p-3">
            <legend className="text-sm font-semibold">Opening {i + 1}</legend>
            <div className="flex flex-wrap gap-x-3">
              {DAYS.map((day) => (
                <label key={day} className="inline-flex min-h-11 items-center gap-1.5">
                  <input
                    type="checkbox"
                    name={`slot-${i}-days`}
                    value={day}
                    defaultChecked={slot.days.includes(day)}
                    className="size-5"
                  />
                  {DAY_LABELS[day]}
                </label>
              ))}
            </div>
            <div className="mt-2 grid max-w-sm grid-cols-2 gap-3">
              <div>
                <label htmlFor={`slot-${i}-opens`} className="block text-sm font-semibold">
                  Opens (HH:MM)
                </label>
                <Input
                  id={`slot-${i}-opens`}
                  name={`slot-${i}-opens`}
                  defaultValue={slot.opens}
                  inputMode="numeric"
                  placeholder="09:00"
                />
              </div>
              <div>
                <label htmlFor={`slot-${i}-closes`} className="block text-sm font-semibold">
                  Closes (HH:MM)
                </label>
                <Input
                  id={`slot-${i}-closes`}
                  name={`slot-${i}-closes`}
                  defaultValue={slot.closes}
                  inputMode="numeric"
                  placeholder="17:00"
                />
              </div>
            </div>
          </fieldset>
        ))}
        <ConsoleField
          name="hoursNote"
          label="If not stated: what its page says (for curators only)"
          error={undefined}
        >
          <Textarea
            id="field-hoursNote"
            name="hoursNote"
            rows={2}
            defaultValue={values.hoursNote}
          />
        </ConsoleField>
        <ConsoleFieldError name="hours" error={errors.hours} />
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <ConsoleField
          name="timeZone"
          label="Time zone"
          hint="IANA name, such as Europe/Dublin: the hours are read in it."
          error={errors.timeZone}
        >
          <Input {...a11y("timeZone")} defaultValue={values.timeZone} />
        </ConsoleField>
        <ConsoleField
          name="languages"
          label="Languages"
          hint="As its page names them, separated by commas; empty if not stated."
          error={errors.languages}
        >
          <Input {...a11y("languages")} defaultValue={values.languages} />
        </ConsoleField>
      </div>
      <fieldset aria-describedby={errors.audiences ? "error-audiences" : undefined}>
        <legend className="font-semibold text-ink">Who it is for</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1">
          {Object.entries(AUDIENCE_LABELS).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name="audiences"
                value={value}
                defaultChecked={values.audiences.includes(value as never)}
                className="size-5"
              />
              {label}
            </label>
          ))}
        </div>
        <ConsoleFieldError name="audiences" error={errors.audiences} />
      </fieldset>
      <ConsoleField
        name="cost"
        label="Cost (optional)"
        hint="Only what its own page says, such as “Free from mobiles and landlines”."
        error={errors.cost}
      >
        <Input {...a11y("cost")} defaultValue={values.cost} />
      </ConsoleField>
      <div className="grid gap-5 sm:grid-cols-2">
        <ConsoleField
          name="source"
          label="Its own page"
          hint="https: the page that states its number."
          error={errors.source}
        >
          <Input {...a11y("source")} type="url" defaultValue={values.source} />
        </ConsoleField>
        <ConsoleField
          name="domains"
          label="Its own sites"
          hint="Host names, one per line; the first is its main site."
          error={errors.domains}
        >
          <Textarea {...a11y("domains")} rows={2} defaultValue={values.domains} />
        </ConsoleField>
      </div>
      {withCheck ? null : (
        <ConsoleField
          name="position"
          label="Order in its country"
          hint="0 is the country's main line, the one the crisis bar shows."
          error={errors.position}
        >
          <Input
            {...a11y("position")}
            inputMode="numeric"
            defaultValue={values.position}
            className="max-w-32"
          />
        </ConsoleField>
      )}
      {withCheck ? (
        <fieldset className="space-y-3 rounded-xl border border-brand p-4">
          <legend className="px-1 font-semibold text-ink">Your check</legend>
          <ConsoleField
            name="checkUrl"
            label="The page you read its number on"
            hint="https, on one of its own sites (below): the service's own, or an official page that runs it."
            error={errors.check}
          >
            <Input
              id="field-checkUrl"
              name="checkUrl"
              type="url"
              defaultValue={values.checkUrl}
              aria-invalid={errors.check ? true : undefined}
              aria-describedby={errors.check ? "error-checkUrl" : undefined}
            />
          </ConsoleField>
          <ConsoleField name="checkNote" label="What it confirmed (optional)">
            <Textarea
              id="field-checkNote"
              name="checkNote"
              rows={2}
              defaultValue={values.checkNote}
            />
          </ConsoleField>
        </fieldset>
      ) : null}
      <button type="submit" className={buttonClasses("primary")}>
        {submitLabel}
      </button>
    </Form>
  );
}

/** Records a check: the https address read, and what it confirmed. */
export function VerifyForm({
  target,
  sourceUrl,
  label,
  error,
}: {
  /** Hidden fields naming what is checked (`serviceId` or `country`). */
  target: Record<string, string>;
  sourceUrl: string;
  /** Said to screen readers after "Verify": the line's name. */
  label: string;
  error?: string;
}) {
  const key = Object.values(target).join("-");
  return (
    <Form method="post" className="space-y-3">
      <input type="hidden" name="intent" value="verify" />
      {Object.entries(target).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={`verify-url-${key}`} className="block text-sm font-semibold text-ink">
          Address checked
        </label>
        <Input
          id={`verify-url-${key}`}
          name="sourceUrl"
          type="url"
          defaultValue={sourceUrl}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `verify-error-${key}` : undefined}
        />
      </div>
      <div>
        <label htmlFor={`verify-note-${key}`} className="block text-sm font-semibold text-ink">
          What it confirmed (optional)
        </label>
        <Textarea id={`verify-note-${key}`} name="note" rows={2} />
      </div>
      {error ? (
        <p id={`verify-error-${key}`} className="text-sm font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <button type="submit" className={buttonClasses("secondary", "sm")}>
        Verify<span className="sr-only">: {label}</span>
      </button>
    </Form>
  );
}

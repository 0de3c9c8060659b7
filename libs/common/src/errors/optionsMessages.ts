/**
 * The messages of the options checks `createAppKit` makes before the kit has loaded (docs/reference/validation.md#options), in a
 * module of their own so that the page's first bundle carries these few and not every message.
 * `ErrorMessage` includes them.
 */
export const OptionsMessage = {
  invalidOptions: (details: string) => `Invalid createAppKit options: ${details}`,
  optionsSiweAndSiwx: 'Options must not set both siweConfig and siwx',
  invalidLocale: (value: string) =>
    `Invalid locale ${JSON.stringify(value)}: expected a BCP 47 language tag such as "ar" or "es-MX"`,
  localeUnavailable: (value: string, available: string) =>
    `The locale ${JSON.stringify(value)} is not available, so the modal shows English (available: ${available})`,
}

import { catalogue } from './compiled/catalogue'

/** The modal's own messages (titles, views, toasts, alerts) in every language; the modal loads it. */
export const appkitCatalogue = catalogue

/** The words of the social login's hand-over page, in the frame's locales (English, Spanish, Arabic). */
const catalogues = {
  en: {
    title: 'Gatehouse login',
    returning: 'Returning to the app…',
    access_denied: 'The login was cancelled.',
    provider_unavailable: 'The login provider is unavailable. Try again later.',
    invalid_state: 'This login has expired or was already used. Close this window and try again.',
    invalid_code: 'The login provider refused the login. Try again.',
    back: 'Back to the app',
  },
  es: {
    title: 'Inicio de sesión de Gatehouse',
    returning: 'Volviendo a la aplicación…',
    access_denied: 'Se canceló el inicio de sesión.',
    provider_unavailable: 'El proveedor de inicio de sesión no está disponible. Inténtalo más tarde.',
    invalid_state: 'Este inicio de sesión caducó o ya se usó. Cierra esta ventana e inténtalo de nuevo.',
    invalid_code: 'El proveedor rechazó el inicio de sesión. Inténtalo de nuevo.',
    back: 'Volver a la aplicación',
  },
  ar: {
    title: 'تسجيل الدخول إلى Gatehouse',
    returning: 'جارٍ الرجوع إلى التطبيق…',
    access_denied: 'أُلغي تسجيل الدخول.',
    provider_unavailable: 'مزوّد تسجيل الدخول غير متاح. حاول لاحقًا.',
    invalid_state: 'انتهت صلاحية تسجيل الدخول هذا أو استُخدم من قبل. أغلق هذه النافذة وحاول مجددًا.',
    invalid_code: 'رفض مزوّد تسجيل الدخول الدخول. حاول مجددًا.',
    back: 'الرجوع إلى التطبيق',
  },
} as const

export type HandoverLocale = keyof typeof catalogues
export type HandoverStrings = Record<keyof (typeof catalogues)['en'], string>

/** The strings of the first language of an Accept-Language header that the page has; English otherwise. */
export function handoverStrings(acceptLanguage: string | undefined): {
  locale: HandoverLocale
  strings: HandoverStrings
} {
  const languages = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.trim().split(';')[0]?.split('-')[0]?.toLowerCase() ?? '')
  const locale = (languages.find((language) => language in catalogues) ?? 'en') as HandoverLocale
  return { locale, strings: catalogues[locale] }
}

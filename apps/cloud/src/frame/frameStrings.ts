/** The few strings the frame shows, in the kit's locales (English, Spanish, Arabic). */
const catalogues = {
  en: {
    signMessage: 'Sign this message?',
    signTypedData: 'Sign this data?',
    sendTransaction: 'Send this transaction?',
    sendCalls: 'Send these transactions?',
    asks: 'asks you to approve',
    to: 'To',
    value: 'Amount',
    data: 'Data',
    network: 'Network',
    from: 'Account',
    approve: 'Approve',
    reject: 'Reject',
  },
  es: {
    signMessage: '¿Firmar este mensaje?',
    signTypedData: '¿Firmar estos datos?',
    sendTransaction: '¿Enviar esta transacción?',
    sendCalls: '¿Enviar estas transacciones?',
    asks: 'te pide aprobar',
    to: 'Para',
    value: 'Cantidad',
    data: 'Datos',
    network: 'Red',
    from: 'Cuenta',
    approve: 'Aprobar',
    reject: 'Rechazar',
  },
  ar: {
    signMessage: 'هل توقّع هذه الرسالة؟',
    signTypedData: 'هل توقّع هذه البيانات؟',
    sendTransaction: 'هل ترسل هذه المعاملة؟',
    sendCalls: 'هل ترسل هذه المعاملات؟',
    asks: 'يطلب موافقتك',
    to: 'إلى',
    value: 'المبلغ',
    data: 'البيانات',
    network: 'الشبكة',
    from: 'الحساب',
    approve: 'موافقة',
    reject: 'رفض',
  },
} as const

export type FrameLocale = keyof typeof catalogues
export type FrameStrings = Record<keyof (typeof catalogues)['en'], string>

/** The strings of a BCP 47 language tag's language, English when the frame does not have it. */
export function frameStrings(language: string): { locale: FrameLocale; strings: FrameStrings } {
  const base = language.toLowerCase().split('-')[0] ?? 'en'
  const locale: FrameLocale = base in catalogues ? (base as FrameLocale) : 'en'
  return { locale, strings: catalogues[locale] }
}

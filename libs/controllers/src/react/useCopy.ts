import { useState } from 'react'
import { useFeatureContext } from './featureContext'

/**
 * Copies text to the clipboard, confirms with a toast and a check mark for two seconds. The toasts'
 * words come from the caller, in the visitor's language.
 */
export function useCopy(toasts: { copied: string; notAllowed: string }) {
  const { toast } = useFeatureContext(['toast'])
  const [copied, setCopied] = useState(false)
  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
      toast.show(toasts.copied, 'success')
      setTimeout(() => setCopied(false), 2_000)
    } catch {
      toast.show(toasts.notAllowed, 'error')
    }
  }
  return { copied, copy }
}

import type { SIWXConfig, SIWXSession } from '@gatehouse/common'

/**
 * A SIWX plugin for stories: it words a message and stores nothing; its session lookup never
 * answers, so a story shows exactly the sign-in state it sets (signing, declined, expired).
 */
export function storySiwx(required: boolean): SIWXConfig {
  return {
    async createMessage(input) {
      const data = {
        ...input,
        domain: 'app.example.com',
        uri: 'https://app.example.com',
        version: '1',
        nonce: 'story0001',
      }
      return { ...data, toString: () => `app.example.com wants you to sign in with ${input.accountAddress}` }
    },
    addSession: async () => {},
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: () => new Promise<SIWXSession[]>(() => {}),
    getRequired: () => required,
  }
}

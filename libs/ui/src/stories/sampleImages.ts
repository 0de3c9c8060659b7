/** Self-contained sample images for stories: no request leaves Storybook. */
export const sampleWalletIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#2b6def"/><path d="M14 24h32a4 4 0 0 1 4 4v18a4 4 0 0 1-4 4H18a4 4 0 0 1-4-4z" fill="#fff"/><circle cx="42" cy="37" r="3" fill="#2b6def"/></svg>',
  )

export const sampleNetworkIcon =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="#627eea"/><path d="M32 8l-14 24 14 8 14-8z" fill="#fff"/><path d="M32 44l-14-8 14 20 14-20z" fill="#dfe5ff"/></svg>',
  )

export const sampleAddress = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

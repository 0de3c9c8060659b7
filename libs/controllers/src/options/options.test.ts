import { describe, expect, it, vi } from 'vitest'
import { localhost, mainnet } from '@gatehouse/common'
import { createAlertController } from '../alert/createAlertController'
import { createOptionsController } from './createOptionsController'
import { connectMethodOrder, defaultFeatures, resolveFeatures } from './features'
import { parseOptions } from './parseOptions'

describe('parseOptions', () => {
  it('accepts minimal options', () => {
    expect(parseOptions({ networks: [mainnet] }).networks).toHaveLength(1)
  })

  it('names every problem by its path', () => {
    expect(() => parseOptions({ networks: [] })).toThrow(
      'Invalid createAppKit options: networks: at least one network is required',
    )
    expect(() =>
      parseOptions({ networks: [{ ...mainnet, chainNamespace: 'dogecoin' }], themeMode: 'pink' }),
    ).toThrow(/networks\.0\.chainNamespace: .*; themeMode: /)
    expect(() => parseOptions(undefined)).toThrow(/^Invalid createAppKit options: options: /)
  })

  it('requires http(s) RPC URLs', () => {
    const network = { ...localhost, rpcUrls: { default: { http: ['ws://127.0.0.1:8545'] } } }
    expect(() => parseOptions({ networks: [network] })).toThrow(
      'HTTP provider URL must start with http or https',
    )
  })

  const siwx = {
    createMessage: vi.fn(),
    addSession: vi.fn(),
    revokeSession: vi.fn(),
    setSessions: vi.fn(),
    getSessions: vi.fn(),
  }
  const siweConfig = {
    getNonce: vi.fn(),
    createMessage: vi.fn(),
    verifyMessage: vi.fn(),
    getSession: vi.fn(),
    signOut: vi.fn(),
  }

  it('accepts a SIWX implementation and a legacy SIWE config, and names what is missing', () => {
    expect(parseOptions({ networks: [mainnet], siwx }).siwx).toBe(siwx)
    expect(parseOptions({ networks: [mainnet], siweConfig }).siweConfig).toBe(siweConfig)
    const { getSessions: _missing, ...partial } = siwx
    expect(() => parseOptions({ networks: [mainnet], siwx: partial })).toThrow(
      /^Invalid createAppKit options: siwx\.getSessions: expected a SIWX implementation/,
    )
    expect(() => parseOptions({ networks: [mainnet], siwx: true })).toThrow(
      'siwx: expected a SIWX implementation (such as new DefaultSIWX())',
    )
    expect(() => parseOptions({ networks: [mainnet], siweConfig: { ...siweConfig, signOut: 'no' } })).toThrow(
      'siweConfig.signOut: a function is required',
    )
  })

  it('turns the siwx feature on with sign-in, and adapts a legacy SIWE config unless disabled', () => {
    const alert = createAlertController()
    expect(createOptionsController({ networks: [mainnet] }, { alert }).state.features.siwx).toBe(false)
    const withSiwx = createOptionsController({ networks: [mainnet], siwx }, { alert })
    expect(withSiwx.state.siwx).toBe(siwx)
    expect(withSiwx.state.features.siwx).toBe(true)
    withSiwx.applyRemoteFeatures({ siwx: false })
    expect(withSiwx.state.features.siwx).toBe(true)
    const withSiwe = createOptionsController({ networks: [mainnet], siweConfig }, { alert })
    expect(withSiwe.state.siwx?.getRequired?.()).toBe(true)
    const disabled = createOptionsController(
      { networks: [mainnet], siweConfig: { ...siweConfig, enabled: false } },
      { alert },
    )
    expect(disabled.state.siwx).toBeUndefined()
  })

  it('refuses siweConfig together with siwx', () => {
    expect(() => parseOptions({ networks: [mainnet], siweConfig, siwx })).toThrow(
      'Options must not set both siweConfig and siwx',
    )
  })

  it('rejects unknown theme variables', () => {
    expect(() => parseOptions({ networks: [mainnet], themeVariables: { '--w3m-accnt': 'red' } })).toThrow(
      /themeVariables/,
    )
  })
})

describe('features', () => {
  it('has the documented local defaults', () => {
    expect(defaultFeatures).toMatchObject({
      receive: true,
      send: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      pay: false,
      activity: true,
      walletFeaturesOrder: ['onramp', 'swaps', 'receive', 'send'],
    })
    expect(defaultFeatures.socials).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('lets the remote list override defaults and local options override both', () => {
    expect(resolveFeatures({}, { swaps: false }).swaps).toBe(false)
    expect(resolveFeatures({ swaps: true }, { swaps: false }).swaps).toBe(true)
    expect(resolveFeatures({ swaps: undefined }, { swaps: false }).swaps).toBe(false)
  })

  it("takes the host's socials list only while the remote configuration has socials on", () => {
    expect(resolveFeatures({ socials: ['github'] }, { socials: ['google', 'x'] }).socials).toEqual(['github'])
    expect(resolveFeatures({}, { socials: ['google', 'x'] }).socials).toEqual(['google', 'x'])
    expect(resolveFeatures({ socials: ['github'] }, { socials: false }).socials).toBe(false)
    expect(resolveFeatures({ socials: false }, { socials: ['google'] }).socials).toBe(false)
  })

  it('orders connect methods by the presence of an injected wallet', () => {
    expect(connectMethodOrder(defaultFeatures, true)).toEqual(['wallet', 'email', 'social'])
    expect(connectMethodOrder(defaultFeatures, false)).toEqual(['email', 'social', 'wallet'])
    expect(connectMethodOrder({ ...defaultFeatures, email: false, socials: false }, false)).toEqual([
      'wallet',
    ])
    expect(
      connectMethodOrder({ ...defaultFeatures, connectMethodsOrder: ['social', 'wallet'] }, true),
    ).toEqual(['social', 'wallet'])
  })
})

describe('options controller', () => {
  it('applies defaults', () => {
    const options = createOptionsController(
      { networks: [mainnet], projectId: 'p' },
      { alert: createAlertController() },
    )
    expect(options.state).toMatchObject({
      projectId: 'p',
      allowUnsupportedChain: false,
      enableNetworkSwitch: true,
      enableEmbedded: false,
      manualWCControl: false,
    })
  })

  it('raises the missing-projectId alert once', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    const alert = createAlertController()
    createOptionsController({ networks: [mainnet] }, { alert })
    expect(alert.state).toMatchObject({
      open: true,
      kind: 'PROJECT_ID_NOT_CONFIGURED',
      shortMessage: 'Project ID Not Configured',
    })
    alert.close()
    expect(alert.open('PROJECT_ID_NOT_CONFIGURED')).toBe(false)
    expect(alert.state.open).toBe(false)
  })
})

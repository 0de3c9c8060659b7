import { describe, expect, it } from 'vitest'
import { parseCloudEnvironment } from './environment'

describe('the environment of the command line', () => {
  it('defaults to port 8787 and PGlite in memory, an empty variable counting as unset', () => {
    expect(parseCloudEnvironment({ PORT: '', DATABASE_URL: '' })).toEqual({ port: 8787 })
  })

  it('reads every variable', () => {
    expect(
      parseCloudEnvironment({
        PORT: '9000',
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://gatehouse:secret@db:5432/gatehouse',
        GATEHOUSE_CLOUD_CONFIG: 'cloud.json',
        GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS: '5000',
        GATEHOUSE_CLOUD_DRAIN_DELAY_MS: '0',
        GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS: '2500',
        GATEHOUSE_CLOUD_INDEXER_LEASE_MS: '8000',
        GATEHOUSE_CLOUD_CHAIN_POLL_MS: '12000',
        GATEHOUSE_CLOUD_WALLETS: 'wallets.json',
      }),
    ).toEqual({
      port: 9000,
      host: '0.0.0.0',
      databaseUrl: 'postgres://gatehouse:secret@db:5432/gatehouse',
      configPath: 'cloud.json',
      shutdownGraceMs: 5000,
      drainDelayMs: 0,
      databaseTimeoutMs: 2500,
      indexerLeaseMs: 8000,
      chainPollMs: 12000,
      walletsPath: 'wallets.json',
    })
  })

  it('reads the embedded wallet variables: frame port, SMTP server, sender and master secret', () => {
    expect(
      parseCloudEnvironment({
        FRAME_PORT: '9001',
        GATEHOUSE_CLOUD_SMTP_URL: 'smtp://mailer:pw@mail.example.com:587',
        GATEHOUSE_CLOUD_WALLET_SECRET_FILE: '/run/secrets/wallet',
      }),
    ).toEqual({
      port: 8787,
      framePort: 9001,
      mail: {
        smtpUrl: 'smtp://mailer:pw@mail.example.com:587',
        from: 'Gatehouse <login@gatehouse.localhost>',
      },
      walletSecretFile: '/run/secrets/wallet',
    })
  })

  it.each([
    [{ GATEHOUSE_CLOUD_SMTP_URL: 'http://mail:25' }, 'GATEHOUSE_CLOUD_SMTP_URL must be smtp://host:port'],
    [{ FRAME_PORT: 'x' }, 'FRAME_PORT must be a whole number'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535, not "eighty"'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535, not "70000"'],
    [{ DATABASE_URL: 'db:5432' }, 'DATABASE_URL must start with postgres:// or postgresql://, not db:'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL must be a URL such as postgres://'],
    [{ DATABASE_URL: 'postgres://u:p@db/x', GATEHOUSE_CLOUD_DATA: '.data' }, 'set only one of them'],
    [{ HOST: 'a host' }, 'HOST must be an interface address or name'],
    [{ GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS: '-1' }, 'GATEHOUSE_CLOUD_SHUTDOWN_GRACE_MS must be a whole number'],
    [{ GATEHOUSE_CLOUD_DRAIN_DELAY_MS: '5s' }, 'GATEHOUSE_CLOUD_DRAIN_DELAY_MS must be a whole number'],
    [
      { GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS: '0' },
      'GATEHOUSE_CLOUD_DATABASE_TIMEOUT_MS must be a whole number from 1',
    ],
    [{ GATEHOUSE_CLOUD_CHAIN_POLL_MS: '0' }, 'GATEHOUSE_CLOUD_CHAIN_POLL_MS must be a whole number from 1'],
  ])('names the variable of a bad value: %o', (env, message) => {
    expect(() => parseCloudEnvironment(env)).toThrow(message)
  })

  it('reads the on-ramp treasury key, and refuses one that is not a key without printing it', () => {
    const key = `0x${'ab'.repeat(32)}`
    expect(parseCloudEnvironment({ GATEHOUSE_ONRAMP_TREASURY_KEY: key })).toEqual({
      port: 8787,
      onrampTreasuryKey: key,
    })
    expect(() => parseCloudEnvironment({ GATEHOUSE_ONRAMP_TREASURY_KEY: '0xsecret' })).toThrow(
      'GATEHOUSE_ONRAMP_TREASURY_KEY must be a private key: 0x and 64 hexadecimal digits',
    )
  })

  it('reads the on-ramp Solana treasury seed, and refuses one that is not a seed without printing it', () => {
    const seed = 'cd'.repeat(32)
    expect(parseCloudEnvironment({ GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY: seed })).toEqual({
      port: 8787,
      onrampSolanaTreasuryKey: seed,
    })
    expect(() => parseCloudEnvironment({ GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY: 'not-a-seed' })).toThrow(
      'GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY must be a Solana key seed: 64 hexadecimal digits',
    )
    expect(() => parseCloudEnvironment({ GATEHOUSE_ONRAMP_SOLANA_TREASURY_KEY: 'not-a-seed' })).not.toThrow(
      'not-a-seed',
    )
  })

  it('never prints the password of a bad DATABASE_URL', () => {
    expect(() => parseCloudEnvironment({ DATABASE_URL: 'mysql://root:hunter2@db/x' })).toThrow(
      /^DATABASE_URL must start with postgres:\/\/ or postgresql:\/\/, not mysql:\/\/db\/x$/,
    )
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { freePort, portGroups, portRange, portShare, workerPorts } from './freePort'

describe('free ports', () => {
  afterEach(() => {
    delete process.env.GATEHOUSE_PORTS
  })

  it('splits the range into shares that do not overlap and that GATEHOUSE_PORTS reads back', () => {
    const shares = [0, 1].map((index) => portRange({ GATEHOUSE_PORTS: portShare(index, 2) }))
    expect(shares[0]).toEqual({ first: 20_000, last: 26_383 })
    expect(shares[1]).toEqual({ first: 26_384, last: 32_767 })
    expect(portRange({})).toEqual({ first: 20_000, last: 32_767 })
  })

  it('gives every worker of every suite that runs at the same time ports of its own', () => {
    const shares = portGroups.flatMap((group) =>
      [1, 2, 3, 4].map((worker) => portRange({ GATEHOUSE_PORTS: workerPorts(group, worker) })),
    )
    const sorted = [...shares].sort((a, b) => a.first - b.first)
    sorted.forEach((share, index) => {
      if (index > 0) expect(share.first).toBeGreaterThan(sorted[index - 1]?.last ?? Infinity)
      expect(share.first).toBeGreaterThanOrEqual(20_000)
      expect(share.last).toBeLessThanOrEqual(32_767)
    })
    expect(workerPorts('cloud', 1)).not.toBe(workerPorts('tools', 1))
  })

  it('refuses a share it cannot use', () => {
    expect(() => portRange({ GATEHOUSE_PORTS: '80-90' })).toThrow(/at least 100 ports/)
  })

  it('picks a port from its share', async () => {
    process.env.GATEHOUSE_PORTS = portShare(1, 2)
    for (let round = 0; round < 20; round++) {
      const port = await freePort()
      expect(port).toBeGreaterThanOrEqual(26_384)
      expect(port).toBeLessThanOrEqual(32_767)
    }
  })

  it('never hands out a port twice in a row of picks, though nothing listens on the first yet', async () => {
    process.env.GATEHOUSE_PORTS = '30000-30100'
    const picked = []
    for (let round = 0; round < 40; round++) picked.push(await freePort())
    expect(new Set(picked).size).toBe(40)
  })
})

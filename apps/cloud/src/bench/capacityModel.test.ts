import { describe, expect, it } from 'vitest'
import { capacityPlan, defaultPlanSettings, visitorCost, visitorMix, type RouteCost } from './capacityModel'

const cost = (
  serviceCpuMs: number,
  databaseCpuMs: number,
  queries: number,
  writes = 0,
  notifies = 0,
): RouteCost => ({
  serviceCpuMs,
  databaseCpuMs,
  queries,
  writes,
  notifies,
})

describe('capacity model', () => {
  const costs = { page: cost(2, 1, 1), event: cost(1, 0.5, 2, 2), relay: cost(1, 1, 3, 2, 1) }
  const mix = [
    { route: 'page', perVisitor: 2, source: 'test' },
    { route: 'event', perVisitor: 5, source: 'test' },
    { route: 'relay', perVisitor: 1.5, source: 'test' },
  ]

  it('sums mix × cost per visitor', () => {
    expect(visitorCost(costs, mix)).toEqual({
      requests: 8.5,
      serviceCpuMs: 2 * 2 + 5 * 1 + 1.5 * 1,
      databaseCpuMs: 2 * 1 + 5 * 0.5 + 1.5 * 1,
      queries: 2 + 10 + 4.5,
      writes: 10 + 3,
      notifies: 1.5,
    })
  })

  it('sizes instances, the database and the notification load at a utilisation target', () => {
    const perVisitor = visitorCost(costs, mix) // 10.5 ms service, 6 ms database a visitor
    const settings = {
      ...defaultPlanSettings,
      utilisation: 0.6,
      coresPerInstance: 2,
      notifiesPerSecondCeiling: 2_000,
    }
    const plan = capacityPlan(perVisitor, 1_000, settings)
    // 1000 × 10.5 ms = 10.5 core-seconds a second, / 0.6 = 17.5 cores: 9 instances of 2 cores (1.2 usable each).
    expect(plan.requestCores).toBe(17.5)
    expect(plan.instances).toBe(9)
    expect(plan.databaseCores).toBe(10)
    expect(plan.queriesPerSecond).toBe(16_500)
    expect(plan.writesPerSecond).toBe(13_000)
    expect(plan.poolConnections).toBe(90)
    expect(plan.busyConnections).toBe(10)
    // Every instance listens, so every NOTIFY is delivered 9 times.
    expect(plan.notifiesPerSecond).toBe(1_500)
    expect(plan.notificationDeliveriesPerSecond).toBe(13_500)
    expect(plan.notifyLoad).toBe(0.75)
  })

  it('takes the notices of the other instances off what each instance can serve', () => {
    const perVisitor = visitorCost(costs, mix)
    const settings = { ...defaultPlanSettings, utilisation: 0.6, coresPerInstance: 1 }
    // 1500 notices/s × 0.2 ms = 0.3 cores on every instance: 0.3 of its 0.6 left for requests.
    const plan = capacityPlan(perVisitor, 1_000, settings, {
      serviceCpuMs: 0.2,
      databaseCpuMsPerDelivery: 0.01,
    })
    expect(plan.noticeCoresPerInstance).toBe(0.3)
    expect(plan.instances).toBe(Math.ceil(10.5 / 0.3))
    // The server delivers 1500 notices/s to each of the 35 instances: 52 500 × 0.01 ms / 0.6 = 0.875 cores.
    expect(plan.databaseDeliveryCores).toBe(0.9)
    expect(plan.databaseCores).toBe(10 + 0.9)
    // 15 000 notices/s × 0.2 ms = 3 cores: no instance of one core keeps up, whatever their number.
    const tooMany = capacityPlan(perVisitor, 10_000, settings, {
      serviceCpuMs: 0.2,
      databaseCpuMsPerDelivery: 0,
    })
    expect(tooMany.instances).toBeNull()
    expect(tooMany.notificationDeliveriesPerSecond).toBeNull()
  })

  it('keeps at least one instance, and scales linearly in visitors', () => {
    const perVisitor = visitorCost(costs, mix)
    expect(capacityPlan(perVisitor, 1).instances).toBe(1)
    const small = capacityPlan(perVisitor, 10_000)
    const large = capacityPlan(perVisitor, 100_000)
    expect(large.queriesPerSecond).toBe(10 * small.queriesPerSecond)
    expect(large.notificationDeliveriesPerSecond).toBe(large.notifiesPerSecond * (large.instances ?? 0))
  })

  it('refuses a mix with a route that was not measured', () => {
    expect(() => visitorCost({}, visitorMix)).toThrow('No measured cost for the route "config"')
  })
})

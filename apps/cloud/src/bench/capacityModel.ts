/**
 * The capacity model of apps/cloud (README "Capacity"): what one visitor costs, from the measured
 * cost of each route (`npm run bench:capacity`) and the requests a visitor's session makes, and what
 * that takes at a given number of visitors a second. Pure arithmetic, tested beside it.
 */

/** What one request of a route costs, measured on one instance. */
export interface RouteCost {
  /** CPU time of the service process per request, in milliseconds. */
  serviceCpuMs: number
  /** CPU time of the PostgreSQL server's processes per request, in milliseconds. */
  databaseCpuMs: number
  /** Statements sent to the database per request. */
  queries: number
  /** Of them, INSERT / UPDATE / DELETE. */
  writes: number
  /** NOTIFYs per request (the relay's fan-out). */
  notifies: number
}

/** One line of a visitor's session: a route and how many times a visitor calls it on average. */
export interface MixLine {
  route: string
  perVisitor: number
  /** Where the number comes from (the kit's code, or the assumption made). */
  source: string
}

/**
 * The requests of one visitor who opens the modal, from what the kit calls (libs/controllers):
 * every figure below is per visitor, averaged over visitors.
 */
export const visitorMix: readonly MixLine[] = [
  { route: 'config', perVisitor: 1, source: 'remoteConfig.ts: GET /appkit/v1/config at start' },
  { route: 'origins', perVisitor: 1, source: 'remoteConfig.ts: GET /projects/v1/origins at start' },
  {
    route: 'analytics config',
    perVisitor: 1,
    source: 'createAnalyticsController.ts: GET /getAnalyticsConfig at start',
  },
  {
    route: 'supported chains',
    perVisitor: 1,
    source: 'createBlockchainClient.ts: GET /v1/supported-chains once, memoised',
  },
  {
    route: 'catalogue page',
    perVisitor: 2,
    source:
      'createCatalogueController.ts loadFirst: recommended (4) + first page (40); featured/excluded only when set',
  },
  {
    route: 'catalogue search',
    perVisitor: 0.4,
    source: 'assumed: 1 visitor in 5 searches, 2 debounced queries each',
  },
  {
    route: 'wallet image',
    perVisitor: 10,
    source:
      'Limits.imagePrefetch = 20 images on open; assumed half the visitors have them in the browser cache (max-age 1 day)',
  },
  {
    route: 'network image',
    perVisitor: 2,
    source: 'assumed: the networks the modal shows (2 chains)',
  },
  {
    route: 'analytics event',
    perVisitor: 5,
    source: 'assumed: MODAL_CREATED, MODAL_OPEN, SELECT_WALLET, CONNECT_SUCCESS/ERROR, MODAL_CLOSE (POST /e)',
  },
  { route: 'balance', perVisitor: 0.5, source: 'assumed: half the visitors connect; one balance read each' },
  {
    route: 'identity',
    perVisitor: 0.5,
    source: 'createBlockchainClient.ts: identity of the connected account',
  },
  { route: 'history', perVisitor: 0.15, source: 'assumed: 3 in 10 connected accounts open the activity' },
  {
    route: 'sign-in nonce',
    perVisitor: 0.1,
    source: 'assumed: 1 visitor in 5 connects on a site with sign-in (SIWX)',
  },
  { route: 'sign-in verify', perVisitor: 0.1, source: 'one POST /v1/sessions per nonce' },
  {
    route: 'relay message',
    perVisitor: 1.5,
    source:
      'assumed: 3 in 10 connections by WalletConnect (0.15 sessions a visitor), 10 published messages a session (proposal, approval, settle, a request and its response, their acks are frames)',
  },
]

/** What one visitor costs: Σ mix × cost. */
export interface VisitorCost {
  requests: number
  serviceCpuMs: number
  databaseCpuMs: number
  queries: number
  writes: number
  notifies: number
}

export function visitorCost(
  costs: Readonly<Record<string, RouteCost>>,
  mix: readonly MixLine[],
): VisitorCost {
  const total: VisitorCost = {
    requests: 0,
    serviceCpuMs: 0,
    databaseCpuMs: 0,
    queries: 0,
    writes: 0,
    notifies: 0,
  }
  for (const line of mix) {
    const cost = costs[line.route]
    if (!cost) throw new Error(`No measured cost for the route "${line.route}"`)
    total.requests += line.perVisitor
    total.serviceCpuMs += line.perVisitor * cost.serviceCpuMs
    total.databaseCpuMs += line.perVisitor * cost.databaseCpuMs
    total.queries += line.perVisitor * cost.queries
    total.writes += line.perVisitor * cost.writes
    total.notifies += line.perVisitor * cost.notifies
  }
  return total
}

/** The assumptions of a plan. */
export interface PlanSettings {
  /** Busy share of a core the plan aims at (headroom for peaks, GC, a lost instance). */
  utilisation: number
  /** Cores of one service instance (Node runs the service's JavaScript on one). */
  coresPerInstance: number
  /** Pool connections per instance (node-postgres pool; the service's default is 10). */
  poolPerInstance: number
  /**
   * NOTIFYs a second one PostgreSQL server takes: every notifying commit takes one database-wide
   * lock and appends to the one notification queue, one at a time (bench:capacity measures it).
   */
  notifiesPerSecondCeiling: number
}

export const defaultPlanSettings: PlanSettings = {
  utilisation: 0.6,
  coresPerInstance: 1,
  poolPerInstance: 10,
  notifiesPerSecondCeiling: 20_000,
}

/** What `visitorsPerSecond` visitors take. */
export interface CapacityPlan {
  visitorsPerSecond: number
  requestsPerSecond: number
  /** Cores the requests take at the utilisation target. */
  requestCores: number
  /** Cores every instance spends on the notices of the others (each gets every NOTIFY). */
  noticeCoresPerInstance: number
  /** Instances of `coresPerInstance`; null when the notices alone fill an instance. */
  instances: number | null
  /** Cores of the PostgreSQL server, its share for notification deliveries included. */
  databaseCores: number
  /** Of them, delivering every NOTIFY to every listening instance. */
  databaseDeliveryCores: number | null
  queriesPerSecond: number
  writesPerSecond: number
  /** Pool connections of all instances (beyond a few hundred: a pooler such as PgBouncer). */
  poolConnections: number | null
  /** Connections busy on average: the database's CPU seconds a second at the utilisation target. */
  busyConnections: number
  notifiesPerSecond: number
  /** Every listening instance receives every notification: notifies/s × instances. */
  notificationDeliveriesPerSecond: number | null
  /** notifies/s over the server's ceiling; above 1, LISTEN/NOTIFY is the bottleneck. */
  notifyLoad: number
}

const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits

/** What a relay notice costs besides the message's own route (bench:capacity measures both). */
export interface NoticeCost {
  /** CPU of an instance receiving the notice of another instance's message (no socket of its topic). */
  serviceCpuMs: number
  /** CPU of the PostgreSQL server per listening session a notice is delivered to. */
  databaseCpuMsPerDelivery: number
}

/** The plan at `visitorsPerSecond`. */
export function capacityPlan(
  perVisitor: VisitorCost,
  visitorsPerSecond: number,
  settings: PlanSettings = defaultPlanSettings,
  notice: NoticeCost = { serviceCpuMs: 0, databaseCpuMsPerDelivery: 0 },
): CapacityPlan {
  const noticeCpuMs = notice.serviceCpuMs
  const requestCoreSeconds = (visitorsPerSecond * perVisitor.serviceCpuMs) / 1000
  const notifiesPerSecond = visitorsPerSecond * perVisitor.notifies
  const noticeCoresPerInstance = (notifiesPerSecond * noticeCpuMs) / 1000
  const usablePerInstance = settings.coresPerInstance * settings.utilisation - noticeCoresPerInstance
  const instances =
    usablePerInstance > 0 ? Math.max(1, Math.ceil(requestCoreSeconds / usablePerInstance)) : null
  const deliveries = instances === null ? null : notifiesPerSecond * instances
  const deliveryCores = ((deliveries ?? 0) * notice.databaseCpuMsPerDelivery) / 1000 / settings.utilisation
  const databaseCores =
    (visitorsPerSecond * perVisitor.databaseCpuMs) / 1000 / settings.utilisation + deliveryCores
  return {
    visitorsPerSecond,
    requestsPerSecond: round(visitorsPerSecond * perVisitor.requests, 0),
    requestCores: round(requestCoreSeconds / settings.utilisation, 1),
    noticeCoresPerInstance: round(noticeCoresPerInstance, 3),
    instances,
    databaseCores: round(databaseCores, 1),
    queriesPerSecond: round(visitorsPerSecond * perVisitor.queries, 0),
    writesPerSecond: round(visitorsPerSecond * perVisitor.writes, 0),
    poolConnections: instances === null ? null : instances * settings.poolPerInstance,
    busyConnections: Math.ceil(databaseCores),
    notifiesPerSecond: round(notifiesPerSecond, 0),
    notificationDeliveriesPerSecond: deliveries === null ? null : round(deliveries, 0),
    databaseDeliveryCores: instances === null ? null : round(deliveryCores, 1),
    notifyLoad: round(notifiesPerSecond / settings.notifiesPerSecondCeiling),
  }
}

/** One step of the schema; applied once, in order, and recorded in cloud_migrations. */
export interface Migration {
  id: number
  name: string
  sql: string
}

export { postgresBinDir, psql, startPostgresServer, type PostgresServer } from './postgresServer'

import { generateApi } from './generateApi'

// `npm run api -w @gatehouse/docs`: the API reference alone (docs/api), for `npm run docs`.
try {
  await generateApi()
} catch (error) {
  console.error(`docs: ${(error as Error).message}`)
  process.exit(1)
}

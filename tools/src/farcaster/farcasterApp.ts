import { parseArgs } from 'node:util'
import { localFarcasterAccounts } from '../chain/localFarcasterPlan'
import { answerFarcasterLink } from './answerFarcasterLink'

// `npm run farcaster -- '<farcaster://connect?… link>'`: answers a sign-in link of the demo's
// Farcaster view with a test account of the local ID registry, as the visitor's Farcaster app would.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cloud: { type: 'string', default: 'http://127.0.0.1:8787' },
    fid: { type: 'string', default: '1' },
  },
})
const link = positionals[0]
const account = localFarcasterAccounts.find((candidate) => String(candidate.fid) === values.fid)
if (!link || !account) {
  console.error(
    `Usage: npm run farcaster -- '<link>' [--fid ${localFarcasterAccounts.map((a) => a.fid).join('|')}] [--cloud <apps/cloud URL>]\n` +
      '  The link is the one behind "Open in Farcaster" (or "Copy link") in the demo’s Farcaster view.',
  )
  process.exit(2)
}
const { status } = await answerFarcasterLink(
  link,
  { fid: account.fid, username: account.username, signingKey: account.custodyPrivateKey },
  values.cloud,
)
if (status !== 201) {
  console.error(`apps/cloud refused the answer (HTTP ${status}); is the link fresh and from this cloud?`)
  process.exit(1)
}
console.log(`Signed in as @${account.username} (fid ${account.fid}): the demo's Farcaster view continues.`)

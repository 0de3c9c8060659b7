/**
 * The development wallets' Bitcoin keys: 32-byte secp256k1 secret keys (hex), each the SHA-256 of
 * "gatehouse bitcoin development key <n>", so anyone can derive them again. The local Bitcoin chain
 * (regtest) funds the payment addresses. Public test keys: never use them on a real network.
 */
export const bitcoinDevSecretKeys = [
  '0b5a977773cd339a0674da16a54ba1439eaaa3a7a2707c38e72e82926eef261c',
  '88a7c4ad36dc3e9d15bbdb232058d5d8eaba8416ad29b332ec43c0318bb5bd07',
  '1770037bcee0ddc8eb8f3746fabe1d5a4bf8d9bcc50e68c75d3bed4fb392c429',
] as const

/** The compressed public keys (hex) of `bitcoinDevSecretKeys`, in the same order. */
export const bitcoinDevPublicKeys = [
  '02ea50a1bad46e6b1d30bd3ac812ecf11d769e2c3d592c7323566f353d91ec86fb',
  '025fa9257c4c26b8726af256efecf635425693ba9599f8cc3c883b44bc185fae59',
  '03d254d905921250908a28e4e7a619437f020cd027820777dc43dc194d9f482df1',
] as const

/** The payment addresses (P2WPKH, regtest `bcrt1q…`) of `bitcoinDevSecretKeys`, in the same order. */
export const bitcoinDevAddresses = [
  'bcrt1qt5psf72ucsnft4ut4d7apsvkvlajexgalwzt8x',
  'bcrt1q0a9zg8tqte9z2w8a7ll0gtym8zk6m7leaqdql7',
  'bcrt1qmrangnflnqq5wz0872vypxj5ts60lz8u3vtmg9',
] as const

/** The ordinals addresses (P2TR key path, regtest `bcrt1p…`) of `bitcoinDevSecretKeys`, in the same order. */
export const bitcoinDevTaprootAddresses = [
  'bcrt1pmplk2t86hmgzjxuk7utqndtcwwqkpsmqr69um4ecm3khnzlfwkfqs3ckps',
  'bcrt1pm8j6xwh3vwhvsxsh47wx9hdynppfmvz927fmllnny48hgkzdkngq3ak5l0',
  'bcrt1pu434k50ujwq6tqqd96nuqxlhs9nrmyuqa25ehtm7p2r7nqmr0wjsru29uj',
] as const

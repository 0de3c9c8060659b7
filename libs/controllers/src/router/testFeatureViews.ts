// For the tests of this package only (nothing imports it, so no build carries it): the feature views
// its tests open, as the features' manifests declare them in a kit's program.
declare module './views' {
  interface FeatureViews {
    WalletSend: true
    Swap: true
    ConnectingFarcaster: true
  }
}

export {}

export { StyleRootProvider, useStyles } from './styles/useStyles'
export type { StyleRoot } from './styles/useStyles'
export { ThemeRoot, useThemePalette } from './theme/ThemeRoot'
export { ThemeScope } from './theme/ThemeScope'
export type { ThemeRootProps } from './theme/ThemeScope'

/** The language of the components below: its catalogue, its Intl tag and its direction. */
export { LocaleProvider, useLocale } from './i18n/LocaleContext'
/** A catalogue's messages in the surrounding language. */
export { useMessages } from './i18n/useMessages'
/** Holds a lazily loaded part back until its messages in the surrounding language have arrived. */
export { MessagesGate } from './i18n/MessagesGate'
/** The UI components' own messages (Back, Close, Copy link, ...), for owners to load with theirs. */
export { uiCatalogue, useUiMessages } from './i18n/uiMessages'
/**
 * Downloads the UI components' messages in a language other than English, without the English ones:
 * for code in the page's first bundle (its own module, so that bundle leaves the catalogue out).
 */
export { loaders as uiCatalogueLoaders } from './i18n/compiled/loaders'
/** The UI components' messages, each a function of its arguments. */
export type { Messages as UiMessages } from './i18n/compiled/types'
export { themeStyle } from './theme/themeStyle'

export { AccountButton } from './components/AccountButton/AccountButton'
export type { AccountButtonProps } from './components/AccountButton/AccountButton'
export { Alert } from './components/Alert/Alert'
export { Avatar } from './components/Avatar/Avatar'
export { Button } from './components/Button/Button'
export type { ButtonProps, ButtonVariant } from './components/Button/Button'
export { ConnectButton } from './components/ConnectButton/ConnectButton'
export type { ConnectButtonProps } from './components/ConnectButton/ConnectButton'
export { Dialog } from './components/Dialog/Dialog'
export type { DialogProps } from './components/Dialog/Dialog'
/** The modal's frame while its code arrives, which `Dialog` takes the place of (`takeOver`). */
export { OpeningDialog } from './components/OpeningDialog/OpeningDialog'
export type { OpeningDialogProps, OpeningList, OpeningWallet } from './components/OpeningDialog/OpeningDialog'
export { Header } from './components/Header/Header'
export { Icon } from './components/Icon/Icon'
export type { IconName } from './components/Icon/paths'
export { IconButton } from './components/IconButton/IconButton'
/** A social provider's mark (bundled inline SVG) and the social login's buttons. */
export { SocialIcon } from './components/SocialIcon/SocialIcon'
export type { SocialMarkName } from './components/SocialIcon/socialMarks'
export { SocialButton } from './components/SocialButton/SocialButton'
export type { SocialButtonProps } from './components/SocialButton/SocialButton'
export { ListItem } from './components/ListItem/ListItem'
export { NetworkBadge } from './components/NetworkBadge/NetworkBadge'
export { NetworkButton } from './components/NetworkButton/NetworkButton'
export type { NetworkButtonProps } from './components/NetworkButton/NetworkButton'
export { WalletButton } from './components/WalletButton/WalletButton'
export type { WalletButtonProps } from './components/WalletButton/WalletButton'
export { NetworkImage } from './components/NetworkImage/NetworkImage'
export { NetworkListItem } from './components/NetworkListItem/NetworkListItem'
export { Skeleton } from './components/Skeleton/Skeleton'
export { Spinner } from './components/Spinner/Spinner'
export { Text } from './components/Text/Text'
export type { TextTone, TextVariant } from './components/Text/Text'
export { Toast } from './components/Toast/Toast'
export type { ToastVariant } from './components/Toast/Toast'
export { Logo } from './components/Logo/Logo'
export { hueFromString } from './components/Monogram/hueFromString'
export { WalletImage } from './components/WalletImage/WalletImage'
export { WalletListItem } from './components/WalletListItem/WalletListItem'

/** A QR code with round dots and the wallet's image in the middle, dark on white in every theme. */
export { QrCode } from './components/QrCode/QrCode'
export type { QrCodeProps } from './components/QrCode/QrCode'
/** A wallet tile of the all-wallets grid, with an "Installed" or "Recent" tag. */
export { WalletCard } from './components/WalletCard/WalletCard'
export type { WalletCardProps } from './components/WalletCard/WalletCard'
/** The placeholder tile of the all-wallets grid while wallets load. */
export { WalletCardSkeleton } from './components/WalletCard/WalletCardSkeleton'
/** A labelled search field with a clear button; Escape clears it before it closes the modal. */
export { SearchInput } from './components/SearchInput/SearchInput'
export type { SearchInputProps } from './components/SearchInput/SearchInput'
/** An empty, error or retry state inside a view, announced as a status or an alert. */
export { StatusMessage } from './components/StatusMessage/StatusMessage'
export type { StatusMessageProps } from './components/StatusMessage/StatusMessage'
/** A long value (a `wc:` URI) cut in the middle, with a "Copy link" button. */
export { CopyField } from './components/CopyField/CopyField'
export type { CopyFieldProps } from './components/CopyField/CopyField'
/** The chains the visitor has an account on, as toggle buttons; the active one is pressed. */
export { ChainSwitcher } from './components/ChainSwitcher/ChainSwitcher'
export type { ChainSwitcherOption, ChainSwitcherProps } from './components/ChainSwitcher/ChainSwitcher'
/** A WAI-ARIA tab list (arrow keys, Home, End) and the panel each tab controls. */
export { TabPanel, Tabs } from './components/Tabs/Tabs'
export type { TabsProps } from './components/Tabs/Tabs'
/** A token the account holds: icon, name, amount (3 decimals, rounded down) and its worth. */
export { TokenRow } from './components/TokenRow/TokenRow'
export type { TokenRowProps } from './components/TokenRow/TokenRow'
/** A transaction of the activity list, with its status in words. */
export { TransactionRow } from './components/TransactionRow/TransactionRow'
export type { TransactionRowProps } from './components/TransactionRow/TransactionRow'
/** A labelled field with a hint or an error under it and an optional action inside. */
export { TextField } from './components/TextField/TextField'
export type { TextFieldProps } from './components/TextField/TextField'
/** Skeleton rows in a labelled busy status region, for a list or tab that is loading. */
export { SkeletonRows } from './components/Skeleton/SkeletonRows'

/** The Send view (SPEC §2–§5): loaded by the modal only when the send feature is on. */
export { SendView } from './SendView'
export { createSendController } from './createSendController'
export type { SendController, SendOutcome, SendState } from './createSendController'
export { validateSend, sendFieldMessages } from './validateSend'
export type { SendInput, ValidSend } from './validateSend'
export { describeSendError, sendDeclinedMessage } from './describeSendError'
export { erc20TransferAbi, isUsdtToken, usdtTransferAbi } from './tokenTransferAbi'

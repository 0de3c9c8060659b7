/** The SIWXSignMessage view: loaded only when the host sets `siwx` or `siweConfig`. */
export { SIWXSignMessageView } from './SIWXSignMessageView'

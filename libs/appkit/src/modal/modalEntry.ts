/**
 * Everything the modal's first frame needs, as one dynamic import and so one chunk: the shell that
 * mounts it and the Connect view most visitors open it on. One request on the press instead of a
 * cascade of small shared chunks (each a round trip on HTTP/1.1).
 */
export { mountModal } from './mountModal'
export { default as ConnectView } from '../views/connect/ConnectView'

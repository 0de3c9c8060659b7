import { libraryConfig } from '../../rollup.shared.mjs'

export default libraryConfig(import.meta.dirname, ['index', 'frameRefusal'])

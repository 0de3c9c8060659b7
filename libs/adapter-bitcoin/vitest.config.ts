import { libraryTestConfig } from '../../vite.shared.ts'

export default libraryTestConfig('node')

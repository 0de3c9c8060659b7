import { defineConfig } from 'vitest/config'
import { libraryTestConfig } from '../../vite.shared.ts'

export default defineConfig(libraryTestConfig('node'))

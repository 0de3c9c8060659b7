import { defineConfig } from 'vitest/config'
import { walletConnectNodeTestConfig } from '../vite.shared.ts'

export default defineConfig(walletConnectNodeTestConfig('src/cloud/warmCloudSetup.ts', 'tools'))

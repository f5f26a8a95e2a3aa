import { defineConfig } from 'vitest/config'
import { projects } from './vitest.workspace.ts'

export default defineConfig({
  resolve: { conditions: ['automation-source'] },
  ssr: { resolve: { conditions: ['automation-source'] } },
  test: {
    projects,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
})

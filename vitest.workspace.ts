import type { TestProjectInlineConfiguration } from 'vitest/config'

/**
 * The test projects of the workspace. vitest reads them through `test.projects`
 * in vitest.config.ts (a `vitest.workspace.ts` alone is ignored by current vitest).
 */
export const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: { name: 'core', include: ['packages/automation-core/test/**/*.test.ts'] },
  },
  {
    extends: true,
    test: { name: 'server', include: ['packages/automation-server/test/**/*.test.ts'] },
  },
  {
    extends: true,
    test: { name: 'e2e', include: ['test/**/*.test.ts', 'examples/**/*.test.ts'] },
  },
]

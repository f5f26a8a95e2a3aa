import { createMemoryStore } from '../../src/store/memory-store'
import { testRunStore } from './run-store-conformance'

testRunStore('memory', () => createMemoryStore())

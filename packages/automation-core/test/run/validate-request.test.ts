import { describe, expect, it } from 'vitest'
import { AutomationError } from '../../src/errors'
import { validateRequest } from '../../src/run/validate-request'

function problems(input: unknown, allowPrivateNetwork = false) {
  try {
    validateRequest(input, { allowPrivateNetwork })
  } catch (e) {
    expect(e).toBeInstanceOf(AutomationError)
    return (e as AutomationError).data.details ?? []
  }
  return []
}

describe('request validation', () => {
  it('lists every problem at once, with its field', () => {
    const details = problems({
      url: 'not a url',
      goal: '',
      browser_profile: 'chrome',
      proxy_config: { enabled: true, country_code: 'XX' },
      agent_config: { max_steps: 0 },
    })
    const fields = details.map((d) => d.field)
    expect(fields).toEqual(
      expect.arrayContaining([
        'url',
        'goal',
        'browser_profile',
        'proxy_config.country_code',
        'agent_config.max_steps',
      ]),
    )
  })

  it('reports missing fields and a body that is not an object', () => {
    expect(problems({}).map((d) => d.field)).toEqual(expect.arrayContaining(['url', 'goal']))
    expect(problems('hello')[0]?.field).toBe('(body)')
  })

  it('refuses http unless private networks are allowed', () => {
    expect(problems({ url: 'http://example.com', goal: 'x' })).toEqual([
      { field: 'url', message: expect.stringMatching(/https/) },
    ])
    expect(problems({ url: 'http://127.0.0.1:8080/', goal: 'x' }, true)).toEqual([])
  })

  it('applies defaults and accepts fields existing clients send', () => {
    const request = validateRequest({
      url: 'https://example.com',
      goal: ' Get the title ',
      use_vault: false,
      profile_id: 'p1',
    })
    expect(request.goal).toBe('Get the title')
    expect(request.browser_profile).toBe('lite')
  })

  it('refuses an output_schema that is not a usable JSON Schema', () => {
    const details = problems({ url: 'https://example.com', goal: 'x', output_schema: { type: 'objectx' } })
    expect(details).toEqual([{ field: 'output_schema', message: expect.stringMatching(/JSON Schema/) }])
  })

  it('needs a url for a custom proxy', () => {
    const details = problems({
      url: 'https://example.com',
      goal: 'x',
      proxy_config: { enabled: true, type: 'custom' },
    })
    expect(details.map((d) => d.field)).toEqual(['proxy_config.url'])
  })
})

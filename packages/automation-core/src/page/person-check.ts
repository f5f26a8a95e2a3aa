import type { Page } from 'playwright-core'

/** Something on the page only a person can get past. */
export interface PersonNeeded {
  kind: 'captcha' | 'second_factor' | 'sign_in'
  /** What was seen, in words for the run's result and events. */
  detail: string
}

/**
 * Runs in the page: a visible CAPTCHA (reCAPTCHA v2, hCaptcha, Turnstile, Arkose; not the
 * invisible reCAPTCHA v3 badge), a field for a one-time code (autocomplete one-time-code, or
 * named for a verification / authentication / one-time / two-factor code; card security codes
 * are not), or a sign-in form (a visible password field on a page that is mostly that form).
 */
const CHECK = `(() => {
  const visible = (el) => {
    const r = el.getBoundingClientRect()
    if (r.width < 8 || r.height < 8) return false
    const s = getComputedStyle(el)
    return s.visibility !== 'hidden' && s.display !== 'none' && Number(s.opacity) > 0.05
  }
  const captchaFrame = [...document.querySelectorAll('iframe')].find((f) => {
    const src = f.getAttribute('src') || ''
    if (!/recaptcha|hcaptcha|challenges\\.cloudflare\\.com|arkoselabs|funcaptcha/i.test(src)) return false
    if (f.closest('.grecaptcha-badge')) return false
    if (/recaptcha/i.test(src) && /[?&]size=invisible/.test(src)) return false
    return visible(f)
  })
  const captchaBox = document.querySelector('.g-recaptcha:not([data-size=invisible]), .h-captcha, .cf-turnstile')
  if (captchaFrame || (captchaBox && visible(captchaBox)))
    return { kind: 'captcha', detail: 'a CAPTCHA' }
  const CODE = /\\b(verification|authentication|authenticator|one[- ]?time|two[- ]?factor|2fa|mfa|otp|sms|login)[ -]?(code|pin|passcode)\\b|\\b(otp|2fa|mfa)\\b/i
  const labelOf = (el) => {
    const parts = [el.getAttribute('name'), el.id, el.getAttribute('placeholder'), el.getAttribute('aria-label')]
    for (const l of el.labels || []) parts.push(l.textContent)
    return parts.filter(Boolean).join(' ')
  }
  const fields = [...document.querySelectorAll('input:not([type=hidden]):not([type=checkbox]):not([type=radio])')].filter(visible)
  const code = fields.find((el) => {
    const auto = (el.getAttribute('autocomplete') || '').toLowerCase()
    if (auto.startsWith('cc-')) return false
    return auto === 'one-time-code' || CODE.test(labelOf(el))
  })
  if (code) return { kind: 'second_factor', detail: 'a two-factor code' }
  const password = fields.find((el) => el.type === 'password')
  if (password) {
    const controls = [...document.querySelectorAll('a[href], button, input, select, textarea')].filter(visible).length
    const path = location.pathname.toLowerCase()
    if (controls <= 12 || /(log-?in|sign-?in|signon|auth|session)/.test(path))
      return { kind: 'sign_in', detail: 'a sign-in form' }
  }
  return null
})()`

/** What on the active page needs a person, or null; never throws (a page that is navigating says null). */
export async function personNeeded(page: Page): Promise<PersonNeeded | null> {
  try {
    return (await page.evaluate(CHECK)) as PersonNeeded | null
  } catch {
    return null
  }
}

/** A goal that gives a password (or PIN) lets the run sign in by itself. */
export function goalGivesCredentials(goal: string): boolean {
  return /\b(password|passcode|passphrase|pin)\b/i.test(goal)
}

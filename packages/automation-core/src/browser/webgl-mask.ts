/**
 * WebGL's unmasked vendor and renderer name the GPU. Without one, Chromium renders WebGL with
 * SwiftShader and says so ("ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device ...") which no
 * desktop Chrome does. This script, run in the page's main world before its own scripts,
 * answers those two queries with a common integrated GPU; every other parameter is the
 * browser's. The replaced function keeps the native one's name, length and toString.
 */

/** Vendor and renderer reported instead of SwiftShader's. */
export const MASKED_WEBGL = {
  vendor: 'Google Inc. (Intel)',
  renderer: 'ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)',
}

/**
 * The masking itself, for any global scope (window or worker): getParameter of WebGL and
 * WebGL2 (OffscreenCanvas in workers included) answers the two queries with {@link MASKED_WEBGL}.
 */
const MASK_SCOPE = `(() => {
  const VENDOR = 0x9245, RENDERER = 0x9246
  const values = { [VENDOR]: ${JSON.stringify(MASKED_WEBGL.vendor)}, [RENDERER]: ${JSON.stringify(MASKED_WEBGL.renderer)} }
  const nativeToString = Function.prototype.toString
  const disguised = new WeakMap()
  const toString = { toString() { return nativeToString.call(disguised.get(this) || this) } }.toString
  disguised.set(toString, nativeToString)
  Object.defineProperty(Function.prototype, 'toString', { value: toString, writable: true, configurable: true })
  self.__maskDisguise = (fake, real) => disguised.set(fake, real)
  for (const proto of [self.WebGLRenderingContext && WebGLRenderingContext.prototype, self.WebGL2RenderingContext && WebGL2RenderingContext.prototype]) {
    if (!proto) continue
    const original = proto.getParameter
    const getParameter = { getParameter(name) {
      const value = original.apply(this, arguments)
      return typeof value === 'string' && name in values && /SwiftShader|Google Inc\\.? \\(Google\\)/.test(value) ? values[name] : value
    } }.getParameter
    disguised.set(getParameter, original)
    Object.defineProperty(proto, 'getParameter', { value: getParameter, writable: true, configurable: true, enumerable: true })
  }
})()`

/**
 * The page script: masks the window, and workers started from blob: URLs (how detectors
 * compare a worker's WebGL with the page's) get the same masking ahead of their own code. A
 * blob worker's source is read synchronously (it is local, same-origin data) and started
 * from a new blob that masks first. Workers from other URLs are left as they are.
 */
export const MASK_WEBGL_SCRIPT = `(() => {
  const mask = ${JSON.stringify(MASK_SCOPE)}
  ;(0, eval)(mask)
  const disguise = self.__maskDisguise
  delete self.__maskDisguise
  const NativeWorker = self.Worker
  if (!NativeWorker) return
  const withMask = (url, options) => {
    try {
      const href = String(url)
      if (!href.startsWith('blob:') || (options && options.type === 'module')) return url
      const xhr = new XMLHttpRequest()
      xhr.open('GET', href, false)
      xhr.send()
      return URL.createObjectURL(new Blob([mask + ';\\n' + xhr.responseText], { type: 'text/javascript' }))
    } catch {
      return url
    }
  }
  const Worker = new Proxy(NativeWorker, {
    construct(target, args, newTarget) {
      if (args.length > 0) args[0] = withMask(args[0], args[1])
      return Reflect.construct(target, args, newTarget === Worker ? target : newTarget)
    },
  })
  disguise(Worker, NativeWorker)
  Object.defineProperty(self, 'Worker', { value: Worker, writable: true, configurable: true, enumerable: false })
})()`

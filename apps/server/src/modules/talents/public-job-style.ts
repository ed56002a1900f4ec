/**
 * The public job page's whole stylesheet, inlined in a <style> carrying the answer's CSP nonce: one
 * request for the page and nothing render-blocking. Mobile first (readable from 320 px), system fonts,
 * the dashboard's blue darkened for AA as the web build's theme does (#1d4ed8: 6.7:1 on white, white
 * on it likewise); every text pair here is at least 4.5:1.
 */
export const publicJobCss = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#1f2933;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#1d4ed8}
a:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:1}
.skip:focus{left:.5rem;top:.5rem}
.wrap{max-width:48rem;margin:0 auto;padding:0 1rem}
header.site{background:#fff;border-bottom:1px solid #e5e7eb}
header.site .wrap{display:flex;align-items:center;justify-content:space-between;gap:1rem;min-height:3.5rem}
.brand{font-weight:700;color:#1f2933;text-decoration:none}
.lang{display:inline-block;padding:.75rem 0;min-height:48px}
.banner{display:block;width:100%;max-width:1430px;margin:0 auto;height:auto;aspect-ratio:1430/260;object-fit:cover;background:#e5e7eb}
main{display:block;padding:0 0 2rem}
main .wrap{padding-top:1.25rem}
.card{background:#fff;border:1px solid #e5e7eb;border-radius:.75rem;padding:1.25rem 1rem;margin-bottom:1rem}
.company{display:flex;align-items:center;gap:.75rem;margin:0 0 .75rem}
.logo{width:3.5rem;height:3.5rem;border-radius:.5rem;border:1px solid #e5e7eb;flex:none;background:#fff}
.company-name{font-weight:600}
h1{font-size:1.45rem;line-height:1.25;margin:0 0 .5rem;overflow-wrap:break-word}
h2{font-size:1.15rem;margin:0 0 .5rem}
.meta{color:#4b5563;margin:0 0 1rem;display:flex;flex-wrap:wrap;gap:.25rem 1rem}
.apply{display:block;text-align:center;background:#1d4ed8;color:#fff;font-weight:700;font-size:1.1rem;text-decoration:none;border-radius:.5rem;padding:.85rem 1rem;min-height:48px}
.apply:hover{background:#1e40af}
.apply:focus-visible{outline-color:#1f2933}
.text{white-space:pre-line;overflow-wrap:anywhere;margin:0 0 .75rem}
ul{margin:0;padding-left:1.25rem}
li{margin:.25rem 0;overflow-wrap:anywhere}
.chips{list-style:none;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.chips li{margin:0;background:#eff6ff;color:#1e3a8a;border-radius:1rem;padding:.25rem .75rem}
dl{margin:0;display:grid;grid-template-columns:1fr;gap:.25rem}
dt{color:#4b5563;font-size:.9rem}
dd{margin:0 0 .5rem;font-weight:600}
footer.site{color:#4b5563;font-size:.9rem;padding:1rem 0 2rem}
footer.site .wrap{display:flex;flex-wrap:wrap;align-items:center;gap:0 1.5rem}
footer.site a{display:inline-block;padding:.75rem 0}
.notice{font-size:1.1rem}
@media (min-width:40rem){
  .card{padding:1.5rem 1.75rem}
  h1{font-size:2rem}
  dl{grid-template-columns:auto 1fr;column-gap:1.5rem}
  dd{margin:0}
  .apply{display:inline-block;padding:.85rem 2.5rem}
}
`
  .replace(/\n\s*/g, '')
  .trim();

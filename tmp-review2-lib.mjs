export const B='http://localhost:3960';
export async function audit(p, label, W=390) {
  const r = await p.evaluate((W) => {
    const de = document.documentElement;
    const over = [];
    for (const el of document.querySelectorAll('body *')) {
      const rc = el.getBoundingClientRect();
      if (rc.width===0||rc.height===0) continue;
      const cs = getComputedStyle(el);
      if (cs.visibility==='hidden') continue;
      if (rc.right > W+1 || rc.left < -1) {
        // skip if clipped by ancestor overflow
        let a = el.parentElement, clipped=false;
        while (a && a!==document.body) { const s=getComputedStyle(a); if (/(hidden|auto|scroll|clip)/.test(s.overflowX)) { const ar=a.getBoundingClientRect(); if (ar.right<=W+1 && ar.left>=-1) {clipped=true;break;} } a=a.parentElement; }
        if (!clipped && !el.closest('.visually-hidden') && !el.classList.contains('visually-hidden') && !el.classList.contains('skip-link')) over.push(`${el.tagName.toLowerCase()}${el.id?'#'+el.id:''}.${[...el.classList].join('.')} [${Math.round(rc.left)}..${Math.round(rc.right)}] "${(el.innerText||el.value||'').trim().slice(0,40).replace(/\n/g,' ')}"`);
      }
    }
    const small = [];
    for (const el of document.querySelectorAll('a[href],button,input:not([type=hidden]),select,textarea,summary,label[for]')) {
      const rc = el.getBoundingClientRect();
      if (rc.width===0||rc.height===0) continue;
      if (el.closest('.visually-hidden')||el.classList.contains('visually-hidden')||el.classList.contains('skip-link')) continue;
      if (el.tagName==='LABEL') continue;
      if (rc.height < 40 || rc.width < 40) small.push(`${el.tagName.toLowerCase()}${el.type?'['+el.type+']':''} ${Math.round(rc.width)}x${Math.round(rc.height)} "${(el.innerText||el.getAttribute('aria-label')||el.name||'').trim().slice(0,40).replace(/\n/g,' ')}"`);
    }
    // text
    const texts = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    let n; while ((n=walker.nextNode())) { const t=n.textContent.trim(); if (!t) continue; const pe=n.parentElement; if (pe.closest('script,style,noscript')&&!pe.closest('noscript')) continue; if (pe.closest('nav.main-nav, .mega-menu')) continue; texts.add(t); }
    for (const el of document.querySelectorAll('[placeholder],[aria-label],[title],img[alt],[aria-description],input[type=submit],input[type=button]')) {
      for (const a of ['placeholder','aria-label','title','alt','value']) { const v=el.getAttribute(a); if (v && (a!=='value'||/submit|button/.test(el.type))) texts.add(`@${a}: ${v}`); }
    }
    return { sw: de.scrollWidth, over: over.slice(0,15), overN: over.length, small, texts: [...texts], title: document.title, lang: document.documentElement.lang };
  }, W);
  return r;
}
const EN = /\b(the|and|your|you|please|order|shipping|payment|required|invalid|enter|select|continue|back|total|item|items|remove|update|basket|cart|checkout|address|delivery|card|number|expiry|holder|accept|terms|submit|save|cancel|approve|fail|error|field|must|valid|date|method|loading|processing|subtotal|tax|free|add|quantity|promotion|code|apply|warranty|regularly|close|menu|next|previous|step|review|receipt|thank|view|details|edit|change|is|not|of|to|for|with|an? )\b/i;
export function english(texts){ return texts.filter(t => EN.test(t)); }

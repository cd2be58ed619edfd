/**
 * The common layout's one inline script (docs/decisions/034), under 1 KB, sent
 * with every page of the layout whether it hydrates or not, and allowed by the
 * CSP through the request's nonce (or, for a cached page, its hash). It needs
 * no framework, and every control it touches already works without it:
 *
 * - cookie banner (spec §4): shows `#cookie-banner` when localStorage holds no
 *   `cookieConsent` (or cannot be read); 'Accetta' stores `accepted` and hides
 *   it, the close button only hides it;
 * - header disclosures (`details[data-dd]`: the dropdowns, `details[data-menu]`:
 *   the phone menu; they open natively, and CSS shows a dropdown on hover): a
 *   click outside or on one of their links closes them; Escape closes them and
 *   gives focus back to their summary (their first child); ArrowDown/ArrowUp
 *   open a dropdown and move through its links, wrapping; the mouse or focus
 *   leaving an open dropdown closes it;
 * - images marked `data-fallback` (partner logos) that fail to load are hidden
 *   and the element right after them (their fallback) is shown.
 *
 * Written by hand in ES2020 without dependencies; app/ui/layout/layout-script.test.ts
 * runs it against a DOM and checks its size.
 */
export const LAYOUT_SCRIPT = [
  `(()=>{var d=document,b=d.getElementById("cookie-banner"),C="cookieConsent",I="img[data-fallback]",`,
  `D="[data-dd]",M=D+",[data-menu]",S,c,o=(t,f,p)=>d.addEventListener(t,f,p),`,
  `q=(s,m=d)=>[...m.querySelectorAll(s)],F=i=>i.hidden=!(i.nextSibling.hidden=!1);`,
  `try{S=localStorage;c=S.getItem(C)}catch{}`,
  `b.hidden=c!=null;`,
  `o("click",e=>{var t=e.target,k=t.closest("[data-cookie]");`,
  `if(k){try{k.value&&S.setItem(C,k.value)}catch{}b.hidden=!0}`,
  `q(M).map(m=>(!m.contains(t)||t.closest("a"))&&(m.open=!1))});`,
  `["focusout","pointerout"].map(t=>o(t,e=>{var m=e.target.closest(D);`,
  `if(m&&e.pointerType!="touch"&&!m.contains(e.relatedTarget))m.open=!1}));`,
  `o("keydown",e=>{var m=e.target.closest(M),k=e.key,u=k=="ArrowDown",l,i;if(!m)return;`,
  `if(k=="Escape"){m.open=!1;m.firstChild.focus()}`,
  `else if(m.matches(D)&&(u||k=="ArrowUp")){e.preventDefault();m.open=!0;`,
  `l=q("a",m);i=l.indexOf(d.activeElement);l.at(i<0?u-1:(i+u*2-1)%l.length).focus()}});`,
  `o("error",e=>e.target.matches?.(I)&&F(e.target),!0);`,
  `q(I).map(i=>i.complete&&!i.naturalWidth&&F(i))})()`,
].join("");

/**
 * The early-input script (docs/performance.md, No tap is lost): inline and first in <body>, so it
 * listens before anything paints. Until the page has hydrated — before React listens to the document,
 * and while React listens but its root is not hydrated yet — it queues each tap on a button (whose
 * handler may not be there yet) and notes each field the reader changes. While the root is hydrating
 * it also keeps every event React would answer by hydrating the whole page at once (its discrete
 * replayable events) from React's listeners: React hydrates in a transition, in slices of a few
 * milliseconds, and such an event would turn the rest into one long task before the tap's next paint
 * (docs/decisions/030-taps-during-hydration.md). Once the root has hydrated, the same holds for a
 * link or button React has not hydrated yet (no fiber on it: its Suspense boundary is still
 * dehydrated, as a loading.tsx boundary or a lazy form is for a moment after the root): React would
 * hydrate that boundary in one task before the tap's paint. The link then works as without JavaScript
 * and the button is tapped again once React has hydrated it. `flush()`, called once the
 * page has hydrated (EarlyInputReplay), taps the queued buttons again and tells the page's own listeners
 * about the changed fields, with the reader's value again where hydration put the server's back (the
 * prototype's setter: React's value tracker then sees a change), by the event React listens to for
that field: `change` for a select, a box and a file input (whose chosen files hydration keeps), `input`
for the rest. A form marked `data-early-hold`
 * (the public forms, whose code validates before anything is sent) submitted before that code is ready
 * is held and submitted again by `ready(form)`, called by the form once it can validate; without
 * JavaScript its button stays disabled, and `data-early-enable` marks the buttons this script enables
 * for the reader who has it. Any other form (the workspace's plain POST forms, which work without
 * JavaScript) is never held: it submits natively at once.
 * Links and GET forms need nothing: they work as they do without JavaScript. ES5: it runs before any
 * polyfill.
 */
export const EARLY_INPUT_SCRIPT = `(function(){
var d=document,taps=[],fields=[],held=[],waiting=[],flushed=false;
function reactListens(){var k=Object.keys(d);for(var i=0;i<k.length;i++){if(k[i].indexOf("_reactListening")===0)return true}return false}
function hydrating(){var k=Object.keys(d);for(var i=0;i<k.length;i++){if(k[i].indexOf("__reactContainer$")===0){try{return !!d[k[i]].stateNode.current.memoizedState.isDehydrated}catch(x){return false}}}return false}
function submits(b){return b.type==="submit"&&!!b.form}
function early(e){return e.isTrusted&&!flushed&&(!reactListens()||hydrating())}
d.addEventListener("click",function(e){
if(!early(e)||!e.target.closest)return;
var b=e.target.closest("button");
if(b&&!submits(b)&&!b.disabled&&taps.indexOf(b)<0)taps.push(b);
},true);
function changed(e){
var t=e.target;
if(!early(e)||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName))return;
for(var i=0;i<fields.length;i++){if(fields[i].el===t)fields.splice(i,1)}
fields.push({el:t,value:t.value,checked:t.checked});
}
function put(el,key,value){var p=Object.getPrototypeOf(el),s=Object.getOwnPropertyDescriptor(p,key);if(s&&s.set)s.set.call(el,value);else el[key]=value}
d.addEventListener("input",changed,true);
d.addEventListener("change",changed,true);
d.addEventListener("submit",function(e){
var f=e.target;
if(!f||!f.hasAttribute("data-early-hold")||f.hasAttribute("data-ready"))return;
e.preventDefault();e.stopImmediatePropagation();
var s=e.submitter&&e.submitter.form===f?e.submitter:null;
for(var i=0;i<held.length;i++){if(held[i].form===f)return}
held.push({form:f,submitter:s});
},true);
var kept="mousedown mouseup touchcancel touchend touchstart auxclick dblclick pointercancel pointerdown pointerup dragend dragstart drop compositionend compositionstart keydown keypress keyup input textInput copy cut paste click change contextmenu reset".split(" ");
function fibered(n){var k=Object.keys(n);for(var i=0;i<k.length;i++){if(k[i].indexOf("__reactFiber$")===0)return true}return false}
function unhydrated(e){var t=e.target,c=t&&t.closest&&t.closest("a[href],button");return c&&!fibered(c)&&reactListens()?c:null}
function later(b){
if(waiting.indexOf(b)>=0)return;waiting.push(b);
var n=0;(function poll(){
if(fibered(b)||!b.isConnected||++n>520){waiting.splice(waiting.indexOf(b),1);if(b.isConnected&&fibered(b))b.click();return}
setTimeout(poll,n<40?25:250);
})();
}
function keep(e){
if(!flushed&&hydrating()){e.stopImmediatePropagation();return}
var c=unhydrated(e);if(!c)return;
e.stopImmediatePropagation();
if(e.type==="click"&&c.tagName==="BUTTON"&&!submits(c)&&!c.disabled)later(c);
}
for(var j=0;j<kept.length;j++)d.addEventListener(kept[j],keep,true);
function enable(){var b=d.querySelectorAll("[data-early-enable][disabled]");for(var i=0;i<b.length;i++)b[i].disabled=false}
if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",enable);else enable();
window.__irEarlyInput={
flush:function(){
if(flushed)return;flushed=true;
var i,f=fields,t=taps;fields=[];taps=[];
for(i=0;i<f.length;i++){
var el=f[i].el,box=el.type==="radio"||el.type==="checkbox",file=el.type==="file";
if(!el.isConnected)continue;
if(box){if(el.checked!==f[i].checked)put(el,"checked",f[i].checked)}else if(!file&&el.value!==f[i].value)put(el,"value",f[i].value);
el.dispatchEvent(new Event(el.tagName==="SELECT"||box||file?"change":"input",{bubbles:true}));
}
for(i=0;i<t.length;i++){if(t[i].isConnected)t[i].click()}
},
ready:function(form){
for(var i=0;i<held.length;i++){
if(held[i].form!==form)continue;
var h=held.splice(i,1)[0];
if(form.isConnected)form.requestSubmit(h.submitter&&h.submitter.isConnected?h.submitter:undefined);
return;
}
}
};
})();`;

export interface EarlyInput {
  flush(): void;
  ready(form: HTMLFormElement): void;
}

export function earlyInput(): EarlyInput | undefined {
  return (window as unknown as { __irEarlyInput?: EarlyInput }).__irEarlyInput;
}

document.querySelectorAll("table.sortable").forEach(function(table){
table.querySelectorAll("th").forEach(function(th,column){th.addEventListener("click",function(){
var body=table.tBodies[0],rows=Array.prototype.slice.call(body.rows);
var descending=th.getAttribute("aria-sort")==="ascending";
table.querySelectorAll("th").forEach(function(other){other.removeAttribute("aria-sort")});
th.setAttribute("aria-sort",descending?"descending":"ascending");
var key=function(row){var cell=row.cells[column];var v=cell.getAttribute("data-v");return v===null?cell.textContent:parseFloat(v)};
rows.sort(function(a,b){var x=key(a),y=key(b);var c=typeof x==="number"&&typeof y==="number"?x-y:String(x).localeCompare(String(y));return descending?-c:c});
var fragment=document.createDocumentFragment();rows.forEach(function(row){fragment.appendChild(row)});body.appendChild(fragment);
})})});

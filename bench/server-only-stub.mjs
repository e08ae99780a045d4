// bench/search.ts calls lib/backend/search.ts in plain Node, outside Next's server bundle, where the
// 'server-only' marker would throw on import (it is meant for client bundles): load it as an empty module.
import Module from 'node:module';

const load = Module._load;
Module._load = function loadWithoutServerOnly(request, ...rest) {
  return request === 'server-only' ? {} : load.call(this, request, ...rest);
};

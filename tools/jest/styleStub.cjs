// Stylesheets imported by components are injected by Rspack in the browser; tests render markup only.
module.exports = {};

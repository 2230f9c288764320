// Loaded with `node --require` (vitest's global setup puts it in NODE_OPTIONS, so every Node process the
// tests start inherits it): the process may talk only to this machine. A TCP or UDP connection, a TLS
// connection or a name lookup towards anything outside loopback (127.0.0.0/8, ::1, `localhost`, unix
// sockets) is refused with an ERR_LOOPBACK_ONLY error and recorded, one JSON line each, in the file
// named by LOOPBACK_ONLY_LOG (on stderr when unset), so the run can fail and say who tried. The
// machine's own interface addresses count as local too: the kernel delivers those over loopback, and
// tests connect to them to prove what the shop does not listen on.
'use strict';

const MARK = Symbol.for('rangrez.loopback-only');
if (!globalThis[MARK]) {
  globalThis[MARK] = true;
  install();
}

function install() {
  const fs = require('node:fs');
  const net = require('node:net');
  const dgram = require('node:dgram');
  const dns = require('node:dns');

  const os = require('node:os');
  const ownAddresses = () =>
    new Set(
      Object.values(os.networkInterfaces())
        .flat()
        .map((i) => i && i.address.toLowerCase()),
    );

  /** Loopback, the unspecified address (which the kernel connects to this machine), or one of this machine's own addresses. */
  function isLocalAddress(address) {
    let a = String(address).toLowerCase();
    if (a.startsWith('[') && a.endsWith(']')) a = a.slice(1, -1);
    const zone = a.indexOf('%');
    if (zone >= 0) a = a.slice(0, zone);
    if (a.startsWith('::ffff:') && net.isIPv4(a.slice(7))) a = a.slice(7);
    if (net.isIPv4(a) && (a.startsWith('127.') || a === '0.0.0.0')) return true;
    if (net.isIPv6(a) && (a === '::1' || a === '::' || a === '0:0:0:0:0:0:0:1' || a === '0:0:0:0:0:0:0:0')) return true;
    return net.isIP(a) !== 0 && ownAddresses().has(a);
  }

  /** `localhost` and its subdomains always mean this machine; any other name needs the network to resolve. */
  function isLocalHost(host) {
    if (host === undefined || host === null || host === '') return true; // Node's default host is localhost
    const h = String(host).toLowerCase().replace(/\.$/, '');
    return h === 'localhost' || h.endsWith('.localhost') || isLocalAddress(h);
  }

  /** The Node API that was called, then the code outside Node that called it (which says who asked). */
  function callerFrames() {
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 60;
    const stack = new Error().stack || '';
    Error.stackTraceLimit = limit;
    const frames = stack
      .split('\n')
      .slice(1)
      .map((line) => line.trim().replace(/^at /, ''))
      .filter((line) => !line.includes(__filename));
    const outsideNode = frames.filter((line) => !/(^|\()node:/.test(line));
    return [...frames.slice(0, 1), ...outsideNode.slice(0, 6)];
  }

  /** Records the attempt and returns the error the caller gets instead of a connection. */
  function refuse(kind, host, port) {
    const record = { pid: process.pid, argv: process.argv.slice(1, 3), kind, host: String(host), port: port ?? null, stack: callerFrames() };
    const line = JSON.stringify(record) + '\n';
    const file = process.env.LOOPBACK_ONLY_LOG;
    try {
      if (file) fs.appendFileSync(file, line);
      else process.stderr.write(`loopback-only: ${line}`);
    } catch {
      process.stderr.write(`loopback-only: ${line}`);
    }
    const where = port === undefined || port === null ? String(host) : `${host}:${port}`;
    const err = new Error(`loopback-only: refused ${kind} to ${where}; this process may reach only 127.0.0.0/8, ::1, localhost and unix sockets`);
    err.code = 'ERR_LOOPBACK_ONLY';
    return err;
  }

  // TCP, and TLS (tls.TLSSocket inherits this connect), http(s), fetch (undici), http2: all open a net.Socket.
  const socketConnect = net.Socket.prototype.connect;
  net.Socket.prototype.connect = function connect(...args) {
    const normalized = Array.isArray(args[0]) ? args[0] : net._normalizeArgs(args);
    const options = normalized[0] || {};
    if (!options.path && !isLocalHost(options.host)) {
      const err = refuse(this.encrypted ? 'tls connect' : 'tcp connect', options.host, options.port);
      process.nextTick(() => this.destroy(err));
      return this;
    }
    return socketConnect.apply(this, args);
  };

  // UDP: a connected socket, or a datagram sent to an address (both default to localhost).
  const udpConnect = dgram.Socket.prototype.connect;
  dgram.Socket.prototype.connect = function connect(port, address, callback) {
    if (typeof address === 'string' && !isLocalHost(address)) {
      const err = refuse('udp connect', address, port);
      if (typeof callback === 'function') process.nextTick(callback, err);
      else process.nextTick(() => this.emit('error', err));
      return;
    }
    return udpConnect.apply(this, arguments);
  };
  const udpSend = dgram.Socket.prototype.send;
  dgram.Socket.prototype.send = function send(...args) {
    // send(msg, [offset, length,] port, [address], [callback]); a connected socket sends without port and address.
    const withRange = typeof args[1] === 'number' && typeof args[2] === 'number' && typeof args[3] === 'number';
    const port = withRange ? args[3] : args[1];
    const address = withRange ? args[4] : args[2];
    if (typeof port === 'number' && typeof address === 'string' && !isLocalHost(address)) {
      const err = refuse('udp send', address, port);
      const callback = args.findLast((a) => typeof a === 'function');
      if (callback) process.nextTick(callback, err);
      else process.nextTick(() => this.emit('error', err));
      return;
    }
    return udpSend.apply(this, args);
  };

  // Name lookups: getaddrinfo for anything but localhost may ask a DNS server.
  const lookup = dns.lookup;
  dns.lookup = function guardedLookup(hostname, options, callback) {
    if (!isLocalHost(hostname)) {
      const err = refuse('dns lookup', hostname);
      const cb = typeof options === 'function' ? options : callback;
      if (typeof cb === 'function') process.nextTick(cb, err);
      return {};
    }
    return lookup.apply(this, arguments);
  };
  const lookupPromise = dns.promises.lookup;
  dns.promises.lookup = function guardedLookup(hostname, ...rest) {
    if (!isLocalHost(hostname)) return Promise.reject(refuse('dns lookup', hostname));
    return lookupPromise.call(this, hostname, ...rest);
  };
  const lookupService = dns.lookupService;
  dns.lookupService = function guardedLookupService(address, port, callback) {
    if (!isLocalAddress(address)) {
      const err = refuse('dns lookupService', address, port);
      if (typeof callback === 'function') process.nextTick(callback, err);
      return;
    }
    return lookupService.apply(this, arguments);
  };
  const lookupServicePromise = dns.promises.lookupService;
  dns.promises.lookupService = function guardedLookupService(address, port) {
    if (!isLocalAddress(address)) return Promise.reject(refuse('dns lookupService', address, port));
    return lookupServicePromise.apply(this, arguments);
  };

  // resolve*/reverse always query the configured DNS servers (never /etc/hosts): refused for every name.
  const RESOLVERS = ['resolve', 'resolve4', 'resolve6', 'resolveAny', 'resolveCaa', 'resolveCname', 'resolveMx', 'resolveNaptr', 'resolveNs', 'resolvePtr', 'resolveSoa', 'resolveSrv', 'resolveTxt', 'reverse'];
  for (const name of RESOLVERS) {
    const callbackStyle = function refusedResolve(hostname, ...rest) {
      const err = refuse(`dns ${name}`, hostname);
      const cb = rest.findLast((a) => typeof a === 'function');
      if (cb) process.nextTick(cb, err);
      return {};
    };
    const promiseStyle = function refusedResolve(hostname) {
      return Promise.reject(refuse(`dns ${name}`, hostname));
    };
    if (typeof dns[name] === 'function') dns[name] = callbackStyle;
    if (typeof dns.Resolver.prototype[name] === 'function') dns.Resolver.prototype[name] = callbackStyle;
    if (typeof dns.promises[name] === 'function') dns.promises[name] = promiseStyle;
    if (typeof dns.promises.Resolver.prototype[name] === 'function') dns.promises.Resolver.prototype[name] = promiseStyle;
  }
}

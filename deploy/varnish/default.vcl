vcl 4.1;
# A CDN-like caching proxy in front of the storefront, the Varnish twin of
# deploy/nginx/nginx.conf with the same contract:
# - caches what the origin marks public (s-maxage / max-age / Expires), serves stale while
#   revalidating (stale-while-revalidate) and when the origin fails (stale-if-error),
#   revalidates with the documents' ETags (beresp.keep), collapses concurrent misses;
# - never stores an answer with Set-Cookie, `private`, `no-store` or `no-cache`;
# - bypasses the cache for the shopper's session (shop_session), an ad-click id (_gcl_aw,
#   gclid), previews and forced flags;
# - passes Host (the market comes from it), the protocol, the client address and a request
#   id; strips what must not reach or leave the origin;
# - assigns the arms of the experiments it runs (shop_uk user key, X-Shop-Arm-* headers) so a
#   page running one is stored once per arm and stays public (origin: EDGE_EXPERIMENTS);
# - serves signed-in shoppers' pages from the cache too: one shared copy per page, their
#   personal parts (account item, wishlist link, basket count) included per request from the
#   origin's uncacheable fragment with ESI (the shop_personal_* subroutines).
# Validate with: varnishd -C -f "$PWD/deploy/varnish/default.vcl" (the backends' hosts must
# resolve; an absolute path: varnishd changes its directory).
# Run: varnishd -a :8080 -f default.vcl -s malloc,1g (Debian package `varnish`, 7.1 or later).
# Proven with real requests by test/cdn/varnish.test.ts, which runs this file.

import std;
import directors;
import proxy;

# A replica is sick after 2 of its last 3 liveness probes failed, healthy again after 2 passed
# (/healthz: the process serves; /readyz would also fail while its upstreams are down, when the
# replica can still answer from its own caches).
probe storefront_alive {
  .request =
    "GET /healthz HTTP/1.1"
    "Host: localhost"
    "User-Agent: varnish-probe"
    "Connection: close";
  .expected_response = 200;
  .interval = 2s;
  .timeout = 1s;
  .window = 3;
  .threshold = 2;
  .initial = 2;
}

# One backend per storefront replica. Varnish resolves .host once, when the VCL is loaded, and
# to one address only (a name resolving to several, like compose's `storefront` service with
# two replicas, is refused): name each replica (container name or a service per replica).
backend storefront1 {
  .host = "storefront-1";
  .port = "3000";
  .probe = storefront_alive;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 30s;
}

backend storefront2 {
  .host = "storefront-2";
  .port = "3000";
  .probe = storefront_alive;
  .connect_timeout = 2s;
  .first_byte_timeout = 30s;
  .between_bytes_timeout = 30s;
}

# Who may purge: the storefront replicas (a name in parentheses that does not resolve is left
# out, not an error) and this machine.
acl purgers {
  "127.0.0.1";
  "::1";
  ("storefront-1");
  ("storefront-2");
}

sub vcl_init {
  # The storefront is stateless: any healthy replica can answer any request.
  new storefront = directors.round_robin();
  storefront.add_backend(storefront1);
  storefront.add_backend(storefront2);
  # Only its hash function is used: the arm of an experiment from the shopper's key (without
  # backends it shows as a sick director in `varnishadm backend.list`).
  new arms = directors.shard();
}

sub vcl_recv {
  call shop_purge;
  # The proxy's own liveness, for the compose health check.
  if (req.url ~ "^/cdn-health(\?|$)") {
    return (synth(200, "ok"));
  }
  # Metrics stay inside: Prometheus scrapes the storefront directly (with METRICS_TOKEN).
  if (req.url ~ "^/metrics(\?|$)") {
    return (synth(404, "Not Found"));
  }
  # HTTP/2 preface on an HTTP/1 listener, and HTTP/1.1 without Host: refused (builtin rules).
  if (req.method == "PRI") {
    return (synth(405, "Method Not Allowed"));
  }
  if (!req.http.Host && req.proto ~ "^(?i)HTTP/1.1") {
    return (synth(400, "Bad Request"));
  }
  set req.backend_hint = storefront.backend();

  if (req.restarts == 0) {
    # Names the edge uses for its own bookkeeping never come from the client.
    unset req.http.X-Edge-Personal;
    unset req.http.X-Edge-Key;
    unset req.http.X-Edge-New-Key;
    unset req.http.X-Edge-Cache;
    unset req.http.X-Edge-Encoding;
    unset req.http.X-Edge-Fresh-Only;
    unset req.http.X-Edge-Stale-Ok;
    # The protocol of the shopper's connection (TLS ends before Varnish, which learns it from
    # the PROXY protocol: `-a :8443,PROXY` for the TLS terminator); the client's own
    # X-Forwarded-Proto would poison the cache.
    if (proxy.is_ssl()) {
      set req.http.X-Forwarded-Proto = "https";
    } else {
      set req.http.X-Forwarded-Proto = "http";
    }
    # Never from the client: the shop honours X-Forwarded-Host only when told to.
    unset req.http.X-Forwarded-Host;
    # One request id end to end: the one a load balancer in front sent, else a new one
    # (X-Forwarded-For already has the client address appended by Varnish itself).
    if (req.http.X-Request-Id !~ "^[A-Za-z0-9._:@/+=-]{8,128}$") {
      set req.http.X-Request-Id = "v" + req.xid + "-" +
        regsub(std.integer(real=std.random(1000000000000, 1999999999998)), "^1", "");
    }
    call shop_personal_recv;
    # One of three encodings reaches the origin and the cache key, so a page has at most
    # three stored variants instead of one per browser's Accept-Encoding header (a shared page
    # with includes: gzip or nothing, Varnish compresses it itself).
    if (req.http.X-Edge-Personal) {
      if (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
        set req.http.X-Edge-Encoding = "gzip";
      }
    } elsif (req.http.Accept-Encoding ~ "(?i)\bbr\b") {
      set req.http.X-Edge-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b") {
      set req.http.X-Edge-Encoding = "gzip";
    }
    # The same value for Varnish's own Vary matching (which, with http_gzip_support, reduces it
    # to gzip-or-nothing after vcl_recv: the key above keeps br apart).
    if (req.http.X-Edge-Encoding) {
      set req.http.Accept-Encoding = req.http.X-Edge-Encoding;
    } else {
      unset req.http.Accept-Encoding;
    }
    # CMS images vary on Accept (the origin picks AVIF or WebP): three variants at most.
    if (req.url ~ "^/cms-assets/") {
      if (req.http.Accept ~ "(?i)\bimage/avif\b") {
        set req.http.Accept = "image/avif";
      } elsif (req.http.Accept ~ "(?i)\bimage/webp\b") {
        set req.http.Accept = "image/webp";
      } else {
        set req.http.Accept = "image/*";
      }
    }
    call shop_experiments;
  }

  # A synchronous refresh (past stale-while-revalidate, origin healthy): no stale copy; after
  # it failed, the object's own grace again (req.grace outlives a restart).
  if (req.http.X-Edge-Fresh-Only) {
    set req.grace = 0s;
  } elsif (req.http.X-Edge-Stale-Ok) {
    set req.grace = 3650d;
  }
  # Requests that change something, and any other method: straight to the origin.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # The personal fragment: to the origin for every shopper, never stored.
  if (req.url ~ "^/_fragment/") {
    return (pass);
  }
  # The shopper's session: to the origin, the answer never stored; their pages (documents)
  # are looked up as the shared copy with includes (shop_personal_recv).
  if (req.http.Cookie ~ "(^|;)\s*shop_session=" && !req.http.X-Edge-Personal) {
    return (pass);
  }
  # The ad-click id (_gcl_aw, gclid): the origin puts it into the designer links.
  if (req.http.Cookie ~ "(^|;)\s*(_gcl_aw|gclid)=") {
    return (pass);
  }
  # Previews (the CMS's visual editor) and forced flag treatments: straight to the origin.
  if (req.url ~ "[?&](_storyblok|_storyblok_tk|ff-)") {
    return (pass);
  }
  # Credentials of any kind are personal (the shop uses none; nginx has no such rule).
  if (req.http.Authorization) {
    return (pass);
  }
  # Other cookies (consent, shop_uk) do not split the cache: the origin marks what depends on
  # them private. Not the builtin rule, which passes every request with a cookie.
  return (hash);
}

# A publish purges by surrogate key: `PURGE` with the keys in the Surrogate-Key
# header, space-separated, bans every stored answer whose own Surrogate-Key names one of them.
# The ban tests obj.* only, so the ban lurker can drop the objects in the background.
sub shop_purge {
  if (req.method != "PURGE") {
    return;
  }
  if (client.ip !~ purgers) {
    return (synth(403, "Forbidden"));
  }
  # Keys are [a-z0-9:/_-] words: nothing in them is special in the ban's regular expression.
  if (req.http.Surrogate-Key !~ "^[a-z0-9:/_-]+( [a-z0-9:/_-]+)*$") {
    return (synth(400, "Bad Request"));
  }
  # No blank in the expression: the ban's own parser splits its words there.
  if (std.ban("obj.http.Surrogate-Key ~ (^|[[:space:]])(" +
      regsuball(req.http.Surrogate-Key, " ", "|") + ")([[:space:]]|$)")) {
    return (synth(200, "Banned"));
  }
  return (synth(400, std.ban_error()));
}

# The shopper's user key and the arms of the experiments the edge runs. Hashed
# assets and CMS images run no experiment and get no cookie.
sub shop_experiments {
  # Client-sent arms never reach the origin (only the names the edge sets can be removed:
  # VCL has no wildcard unset; the origin reads only the experiments of EDGE_EXPERIMENTS).
  unset req.http.X-Shop-Arm-home-hero-experiment;
  if (req.url ~ "^/(build|cms-assets)/") {
    return;
  }
  # The first shop_uk cookie is the one the origin reads; a UUID v4 is a user key.
  if (req.http.Cookie ~ "(^|;)\s*shop_uk=") {
    set req.http.X-Edge-Key = regsub(req.http.Cookie, "^(?:.*?;)?\s*shop_uk=([^;]*).*$", "\1");
  }
  if (req.http.X-Edge-Key !~
      "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$") {
    # A new key, UUID v4 in shape (decimal digits are hex digits); the leading 1 keeps the
    # digits' count fixed.
    set req.http.X-Edge-Key =
      regsub(std.integer(real=std.random(100000000, 199999998)), "^1", "") + "-" +
      regsub(std.integer(real=std.random(10000, 19998)), "^1", "") + "-4" +
      regsub(std.integer(real=std.random(1000, 1998)), "^1", "") + "-" +
      regsub(std.integer(real=std.random(8000, 9998)), "^", "") + "-" +
      regsub(std.integer(real=std.random(1000000000000, 1999999999998)), "^1", "");
    set req.http.X-Edge-New-Key = req.http.X-Edge-Key;
    # Put first, the origin sees a known key and sets no cookie; the shopper's other cookies stay.
    if (req.http.Cookie) {
      set req.http.Cookie = "shop_uk=" + req.http.X-Edge-Key + "; " + req.http.Cookie;
    } else {
      set req.http.Cookie = "shop_uk=" + req.http.X-Edge-Key;
    }
  }
  # home_hero_experiment: on 50 %, off 50 %, stable per key. Pages running it answer with
  # Vary: X-Shop-Arm-home-hero-experiment, so Varnish stores one variant per arm.
  if (arms.key(req.http.X-Edge-Key + ":home_hero_experiment") % 100 < 50) {
    set req.http.X-Shop-Arm-home-hero-experiment = "on";
  } else {
    set req.http.X-Shop-Arm-home-hero-experiment = "off";
  }
}

# ---------------------------------------------------------------------------------------------
# Signed-in shoppers from the cache (ESI). A document request with the shop's session cookie
# asks the origin for the shared page (Surrogate-Capability, trusted from TRUSTED_PROXIES only):
# the same for every shopper of the market, with an <esi:include> of /_fragment/personal where
# the personal parts go. That copy is stored apart from the anonymous page (vcl_hash), Varnish
# assembles it per request with the shopper's own fragment (their cookies), which is never
# stored. Route data (.data) has no markup to include into: it stays with the origin.
sub shop_personal_recv {
  unset req.http.Surrogate-Capability;
  if (req.esi_level == 0 && (req.method == "GET" || req.method == "HEAD") &&
      req.http.Cookie ~ "(^|;)\s*shop_session=" && req.url !~ "^/_fragment/" &&
      req.url !~ "^[^?]*\.data(\?|$)") {
    set req.http.X-Edge-Personal = "esi";
    set req.http.Surrogate-Capability = {"shop-edge="ESI/1.0""};
  }
}

sub shop_personal_backend_fetch {
  # Varnish parses the markup for includes: the shared page and the fragment come uncompressed.
  if (bereq.http.Surrogate-Capability || bereq.url ~ "^/_fragment/") {
    unset bereq.http.Accept-Encoding;
  }
}

sub shop_personal_backend_response {
  # Only a page asked for with the capability may carry includes; the header stays inside.
  if (bereq.http.Surrogate-Capability && beresp.http.Surrogate-Control ~ "ESI/1\.0") {
    set beresp.do_esi = true;
    if (bereq.http.X-Edge-Encoding == "gzip") {
      set beresp.do_gzip = true;
    }
  }
  unset beresp.http.Surrogate-Control;
}

sub shop_personal_deliver {
  # A failed include leaves its place empty (vcl_synth) rather than an error text in the header.
  if (req.esi_level > 0 && resp.status != 200) {
    return (synth(204, "No Content"));
  }
}

sub vcl_hash {
  # The key: protocol, host (the market) and URL, as nginx's, and the normalised encoding.
  # The arms are not in it: the origin's Vary makes a variant per arm only where one runs.
  hash_data(req.http.X-Forwarded-Proto);
  if (req.http.Host) {
    hash_data(req.http.Host);
  } else {
    hash_data(server.ip);
  }
  hash_data(req.url);
  hash_data(req.http.X-Edge-Encoding);
  # The shared page with includes is a copy of its own, beside the anonymous page.
  if (req.http.X-Edge-Personal) {
    hash_data("personal-esi");
  }
  return (lookup);
}

sub vcl_hit {
  if (obj.ttl >= 0s) {
    set req.http.X-Edge-Cache = "HIT";
    return (deliver);
  }
  # Expired, in grace. Past its stale-while-revalidate with the origin healthy: fetched now
  # (a restart without grace), the stale copy only if that fails (stale-if-error, vcl_synth).
  if (!req.http.X-Edge-Stale-Ok && std.healthy(req.backend_hint) && obj.ttl + std.duration(
      regsub(obj.http.Cache-Control, "^(?i)(?:.*[,\s])?stale-while-revalidate=(\d+).*$", "\1s"),
      0s) < 0s) {
    set req.http.X-Edge-Fresh-Only = "1";
    return (restart);
  }
  # Within stale-while-revalidate (refreshed in the background) or the origin is sick.
  set req.http.X-Edge-Cache = "STALE";
  return (deliver);
}

sub vcl_miss {
  set req.http.X-Edge-Cache = "MISS";
  return (fetch);
}

sub vcl_pass {
  set req.http.X-Edge-Cache = "BYPASS";
  return (fetch);
}

sub vcl_backend_fetch {
  # The normalised encoding (on a miss Varnish itself asks for gzip only, again on a retry:
  # X-Edge-Encoding stays for that, X-Edge-Fresh-Only for vcl_backend_response; both harmless).
  if (bereq.http.X-Edge-Encoding) {
    set bereq.http.Accept-Encoding = bereq.http.X-Edge-Encoding;
  } else {
    unset bereq.http.Accept-Encoding;
  }
  unset bereq.http.X-Edge-Key;
  unset bereq.http.X-Edge-New-Key;
  unset bereq.http.X-Edge-Cache;
  unset bereq.http.X-Edge-Stale-Ok;
  call shop_personal_backend_fetch;
  unset bereq.http.X-Edge-Personal;
  return (fetch);
}

sub vcl_backend_response {
  # The origin compresses (brotli or gzip); the proxy keeps its bytes as they are.
  set beresp.do_gzip = false;
  set beresp.do_gunzip = false;
  call shop_personal_backend_response;
  # Upstream timings describe the request that filled the cache, not the one served.
  unset beresp.http.Server-Timing;
  unset beresp.http.X-Powered-By;
  # A replica going down (502/503): once more, on the next replica (nginx's proxy_next_upstream).
  if ((beresp.status == 502 || beresp.status == 503) && bereq.retries < 1 &&
      (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  # A failing origin while a stale copy exists (background refresh, or the synchronous one
  # of vcl_hit): abandoned, so the stale copy stays (an answer in its place would evict it).
  if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.X-Edge-Fresh-Only)) {
    return (abandon);
  }
  if (bereq.uncacheable) {
    return (deliver);
  }
  # Errors are never stored (a fetch with a usable stale copy was abandoned above).
  if (beresp.status >= 500) {
    set beresp.ttl = 0s;
    set beresp.grace = 0s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # The origin's Cache-Control decides: no lifetime of its own (Varnish would use default_ttl),
  # private, no-store, no-cache, a Set-Cookie or Vary: * are not stored. The next request for
  # the page goes to the origin again (hit-for-miss), not queued behind this one.
  if (!(beresp.http.Cache-Control ~ "(?i)\b(s-maxage|max-age)=" || beresp.http.Expires) ||
      beresp.http.Cache-Control ~ "(?i)\b(private|no-store|no-cache)\b" ||
      beresp.http.Set-Cookie || beresp.http.Vary == "*" || beresp.ttl <= 0s) {
    set beresp.ttl = 120s;
    set beresp.uncacheable = true;
    return (deliver);
  }
  # Stale for as long as stale-while-revalidate or stale-if-error allow, whichever is longer
  # (vcl_hit tells the two apart); without either, Varnish's default_grace (10 s).
  if (beresp.http.Cache-Control ~ "(?i)\bstale-while-revalidate=\d+") {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "^(?i)(?:.*[,\s])?stale-while-revalidate=(\d+).*$", "\1s"),
      beresp.grace);
  }
  if (beresp.http.Cache-Control ~ "(?i)\bstale-if-error=\d+" && std.duration(
      regsub(beresp.http.Cache-Control, "^(?i)(?:.*[,\s])?stale-if-error=(\d+).*$", "\1s"),
      0s) > beresp.grace) {
    set beresp.grace = std.duration(
      regsub(beresp.http.Cache-Control, "^(?i)(?:.*[,\s])?stale-if-error=(\d+).*$", "\1s"), 0s);
  }
  # Kept a day longer to revalidate with its ETag (the origin answers 304 when unchanged).
  if (beresp.http.ETag || beresp.http.Last-Modified) {
    set beresp.keep = 1d;
  }
  return (deliver);
}

sub vcl_backend_error {
  # No answer at all (refused, timed out): once more on the next replica, then a short 503;
  # during a background refresh the stale copy stays in use.
  if (bereq.retries < 1 && (bereq.method == "GET" || bereq.method == "HEAD")) {
    return (retry);
  }
  if (bereq.is_bgfetch || bereq.http.X-Edge-Fresh-Only) {
    return (abandon);
  }
  set beresp.status = 503;
  set beresp.reason = "Service Unavailable";
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.http.Retry-After = "5";
  set beresp.body = "Service Unavailable" + {"
"};
  return (deliver);
}

sub vcl_deliver {
  call shop_personal_deliver;
  # HIT, STALE (an expired copy), MISS or BYPASS, as nginx's X-Cache.
  set resp.http.X-Cache = req.http.X-Edge-Cache;
  # This request's id, also on answers from the cache (not the one of the request that filled it).
  set resp.http.X-Request-Id = req.http.X-Request-Id;
  # The proxy's name and version, and the upstreams' timings, stay inside.
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  # The surrogate keys are the proxy's index for purging, not the shopper's business.
  unset resp.http.Surrogate-Key;
  unset resp.http.Server-Timing;
  unset resp.http.X-Powered-By;
  call shop_security_headers;
  # A new user key's cookie, after the cache (never stored). Only on answers without a
  # Set-Cookie of their own: VCL can only replace the header, not add a second one; the
  # shopper then gets a key on a later answer (the origin saw this one and set none).
  if (req.http.X-Edge-New-Key && !resp.http.Set-Cookie) {
    set resp.http.Set-Cookie = "shop_uk=" + req.http.X-Edge-New-Key +
      "; Path=/; Max-Age=34560000; SameSite=Lax; HttpOnly";
    if (req.http.X-Forwarded-Proto == "https") {
      set resp.http.Set-Cookie = resp.http.Set-Cookie + "; Secure";
    }
  }
  return (deliver);
}

sub vcl_synth {
  if (req.esi_level > 0) {
    set resp.body = "";
    return (deliver);
  }
  # The synchronous refresh was abandoned (origin failing): the stale copy, per stale-if-error.
  if (resp.status == 503 && req.http.X-Edge-Fresh-Only && req.restarts < 3) {
    unset req.http.X-Edge-Fresh-Only;
    set req.http.X-Edge-Stale-Ok = "1";
    return (restart);
  }
  if (resp.status == 200 && resp.reason == "ok") {
    set resp.http.Content-Type = "text/plain";
    set resp.body = "ok" + {"
"};
  } else {
    set resp.http.Content-Type = "text/plain; charset=utf-8";
    set resp.body = resp.reason + {"
"};
  }
  unset resp.http.Server;
  unset resp.http.X-Varnish;
  call shop_security_headers;
  return (deliver);
}

# Answers without their own security headers (redirects thrown by loaders, static files) get
# the origin's fixed ones here; answers that have them keep the origin's values.
sub shop_security_headers {
  if (!resp.http.X-Content-Type-Options) {
    set resp.http.X-Content-Type-Options = "nosniff";
  }
  if (!resp.http.Referrer-Policy) {
    set resp.http.Referrer-Policy = "strict-origin-when-cross-origin";
  }
  # HSTS only over https (browsers ignore it over http anyway).
  if (!resp.http.Strict-Transport-Security && req.http.X-Forwarded-Proto == "https") {
    set resp.http.Strict-Transport-Security = "max-age=31536000; includeSubDomains";
  }
}

#!/usr/bin/python3 -S
"""A stand-in of the App Store Connect API's asset-pack resources, for odr-pack's tests.

NOT Apple's server. It serves, on 127.0.0.1 only, the requests of the OpenAPI
specification (4.4.1) that `odr-pack upload` makes: apps by bundle ID, backgroundAssets,
backgroundAssetVersions, backgroundAssetUploadFiles and the parts of their upload
operations. Every /v1 request must carry an ES256 token that verifies against the test's
public key (checked here in pure Python), with Apple's claims. It records each request as
one JSON line, keeps its state in a JSON file, and reads its script (faults) from the
config file on every request, so a test can change it between runs.

usage: asc-stand-in.py CONFIG.json PORT_FILE
Standard library only.
"""

import base64
import datetime
import hashlib
import json
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

# P-256 (secp256r1)
P = 0xFFFFFFFF00000001000000000000000000000000FFFFFFFFFFFFFFFFFFFFFFFF
A = P - 3
N = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
G = (0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
     0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5)


def point_add(p1, p2):
    if p1 is None:
        return p2
    if p2 is None:
        return p1
    if p1[0] == p2[0] and (p1[1] + p2[1]) % P == 0:
        return None
    if p1 == p2:
        slope = (3 * p1[0] * p1[0] + A) * pow(2 * p1[1], -1, P) % P
    else:
        slope = (p2[1] - p1[1]) * pow(p2[0] - p1[0], -1, P) % P
    x = (slope * slope - p1[0] - p2[0]) % P
    return (x, (slope * (p1[0] - x) - p1[1]) % P)


def scalar_mult(k, point):
    result = None
    while k:
        if k & 1:
            result = point_add(result, point)
        point = point_add(point, point)
        k >>= 1
    return result


def es256_verify(public, message, signature):
    if len(signature) != 64:
        return False
    r, s = int.from_bytes(signature[:32], "big"), int.from_bytes(signature[32:], "big")
    if not (0 < r < N and 0 < s < N):
        return False
    e = int.from_bytes(hashlib.sha256(message).digest(), "big")
    w = pow(s, -1, N)
    point = point_add(scalar_mult(e * w % N, G), scalar_mult(r * w % N, public))
    return point is not None and point[0] % N == r


def b64url(text):
    return base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))


def now_iso(offset=0):
    moment = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(seconds=offset)
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


class Store:
    def __init__(self, config_path):
        self.config_path = config_path
        self.lock = threading.RLock()
        self.verified = set()
        config = self.config()
        self.state_path = config["stateFile"]
        try:
            with open(self.state_path) as f:
                self.state = json.load(f)
        except OSError:
            self.state = {"assets": {}, "versions": {}, "files": {}, "counters": {}, "faults": {}}
        self.parts = {}

    def config(self):
        with open(self.config_path) as f:
            return json.load(f)

    def save(self):
        with open(self.state_path + ".tmp", "w") as f:
            json.dump(self.state, f, sort_keys=True, indent=1)
        import os
        os.replace(self.state_path + ".tmp", self.state_path)

    def next_id(self, kind):
        counters = self.state["counters"]
        counters[kind] = counters.get(kind, 0) + 1
        return "%s-%d" % (kind, counters[kind])

    def once(self, name, limit=1):
        """True the first `limit` times `name` is asked (counted in the state)."""
        faults = self.state["faults"]
        faults[name] = faults.get(name, 0) + 1
        return faults[name] <= limit


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    # Without it, each answer on a kept-alive connection waits for the client's delayed ACK.
    disable_nagle_algorithm = True
    store = None

    def log_message(self, *args):
        pass

    def record(self, status, extra=None):
        entry = {"method": self.command, "path": self.path, "status": status, "time": time.time()}
        if extra:
            entry.update(extra)
        config = self.store.config()
        with self.store.lock, open(config["log"], "a") as f:
            f.write(json.dumps(entry, sort_keys=True) + "\n")

    def reply(self, status, body=None, headers=None, extra=None):
        data = b"" if body is None else json.dumps(body, sort_keys=True).encode()
        self.send_response(status)
        for name, value in (headers or {}).items():
            self.send_header(name, value)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)
        self.record(status, extra)

    def error(self, status, code, detail, headers=None, extra=None):
        body = {"errors": [{"status": str(status), "code": code, "title": code, "detail": detail}]}
        self.reply(status, body, headers, extra)

    def body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def authorized(self, config):
        header = self.headers.get("Authorization", "")
        if not header.startswith("Bearer "):
            self.error(401, "NOT_AUTHORIZED", "no bearer token")
            return None
        token = header[7:]
        digest = hashlib.sha256(token.encode()).hexdigest()[:16]
        try:
            head_b64, claims_b64, signature_b64 = token.split(".")
            head = json.loads(b64url(head_b64))
            claims = json.loads(b64url(claims_b64))
            signature = b64url(signature_b64)
        except ValueError:
            self.error(401, "NOT_AUTHORIZED", "malformed token", extra={"token": digest})
            return None
        problems = []
        if head != {"alg": "ES256", "kid": config["keyID"], "typ": "JWT"}:
            problems.append("header %r" % head)
        if claims.get("iss") != config["issuerID"] or claims.get("aud") != "appstoreconnect-v1":
            problems.append("claims %r" % claims)
        if not isinstance(claims.get("exp"), int) or not isinstance(claims.get("iat"), int) or claims["exp"] - claims["iat"] > 1200:
            problems.append("lifetime %r" % claims)
        if token not in self.store.verified:
            public = (int(config["publicKey"]["x"], 16), int(config["publicKey"]["y"], 16))
            if es256_verify(public, (head_b64 + "." + claims_b64).encode(), signature):
                self.store.verified.add(token)
            else:
                problems.append("signature")
        if problems:
            self.error(401, "NOT_AUTHORIZED", "; ".join(problems), extra={"token": digest, "rejected": problems})
            return None
        if claims["exp"] <= time.time():
            self.error(401, "NOT_AUTHORIZED", "the token expired", extra={"token": digest, "expired": True})
            return None
        return digest

    def do_GET(self):
        self.route("GET")

    def do_POST(self):
        self.route("POST")

    def do_PATCH(self):
        self.route("PATCH")

    def do_PUT(self):
        self.route("PUT")

    def route(self, method):
        config = self.store.config()
        url = urllib.parse.urlsplit(self.path)
        query = dict(urllib.parse.parse_qsl(url.query))
        parts = [p for p in url.path.split("/") if p]
        raw = self.body()
        if parts and parts[0] == "upload":
            return self.part(config, parts, raw)
        token = self.authorized(config)
        if token is None:
            return
        extra = {"token": token}
        if raw:
            extra["body"] = json.loads(raw)
        with self.store.lock:
            handler = getattr(self, "api_%s_%s" % (method, "_".join(p if not p[0].isdigit() and "-" not in p else "ID" for p in parts[1:])), None)
            if handler is None:
                return self.error(404, "NOT_FOUND", "no route %s %s" % (method, url.path), extra=extra)
            handler(config, parts, query, extra)

    # Apps
    def api_GET_apps(self, config, parts, query, extra):
        bundle = query.get("filter[bundleId]")
        apps = [{"type": "apps", "id": i, "attributes": {"bundleId": b}} for b, i in config["apps"].items() if b == bundle]
        self.reply(200, {"data": apps, "links": {"self": self.path}}, extra=extra)

    def api_GET_apps_ID_backgroundAssets(self, config, parts, query, extra):
        app = parts[2]
        assets = [a for a in self.store.state["assets"].values() if a["app"] == app]
        hidden = config.get("faults", {}).get("hideAssetsOnce", [])
        if hidden and self.store.once("hideAssets"):
            assets = [a for a in assets if a["assetPackIdentifier"] not in hidden]
        data = [self.asset_resource(a) for a in sorted(assets, key=lambda a: a["id"])]
        self.reply(200, {"data": data, "links": {"self": self.path}}, extra=extra)

    def asset_resource(self, asset):
        return {"type": "backgroundAssets", "id": asset["id"],
                "attributes": {"assetPackIdentifier": asset["assetPackIdentifier"], "archived": False,
                               "usedBytes": asset.get("usedBytes", 0)}}

    def api_POST_backgroundAssets(self, config, parts, query, extra):
        data = extra["body"]["data"]
        identifier = data["attributes"]["assetPackIdentifier"]
        app = data["relationships"]["app"]["data"]
        if data["type"] != "backgroundAssets" or app["type"] != "apps":
            return self.error(422, "ENTITY_ERROR", "bad types", extra=extra)
        for asset in self.store.state["assets"].values():
            if asset["app"] == app["id"] and asset["assetPackIdentifier"] == identifier:
                return self.error(409, "ENTITY_ERROR.ATTRIBUTE.INVALID.DUPLICATE", "an asset pack '%s' exists" % identifier, extra=extra)
        asset = {"id": self.store.next_id("asset"), "app": app["id"], "assetPackIdentifier": identifier}
        self.store.state["assets"][asset["id"]] = asset
        self.store.save()
        self.reply(201, {"data": self.asset_resource(asset)}, extra=extra)

    # Versions
    def version_resource(self, version):
        attributes = {"state": version["state"], "version": str(version["number"]), "createdDate": version["created"]}
        if version.get("stateDetails"):
            attributes["stateDetails"] = version["stateDetails"]
        return {"type": "backgroundAssetVersions", "id": version["id"], "attributes": attributes,
                "relationships": {"backgroundAsset": {"data": {"type": "backgroundAssets", "id": version["asset"]}}}}

    def api_GET_backgroundAssets_ID_versions(self, config, parts, query, extra):
        versions = [v for v in self.store.state["versions"].values() if v["asset"] == parts[2]]
        data = [self.version_resource(v) for v in sorted(versions, key=lambda v: v["number"])]
        self.reply(200, {"data": data, "links": {"self": self.path}}, extra=extra)

    def api_POST_backgroundAssetVersions(self, config, parts, query, extra):
        if config.get("faults", {}).get("rateLimitVersionOnce") and self.store.once("rateLimitVersion"):
            self.store.save()
            return self.error(429, "RATE_LIMIT_EXCEEDED", "slow down", headers={"Retry-After": "1"}, extra=extra)
        asset = extra["body"]["data"]["relationships"]["backgroundAsset"]["data"]["id"]
        if asset not in self.store.state["assets"]:
            return self.error(404, "NOT_FOUND", "no asset %s" % asset, extra=extra)
        number = 1 + sum(1 for v in self.store.state["versions"].values() if v["asset"] == asset)
        version = {"id": self.store.next_id("version"), "asset": asset, "number": number, "state": "AWAITING_UPLOAD",
                   "created": now_iso(), "polls": 0}
        self.store.state["versions"][version["id"]] = version
        self.store.save()
        self.reply(201, {"data": self.version_resource(version)}, extra=extra)

    def api_GET_backgroundAssetVersions_ID(self, config, parts, query, extra):
        version = self.store.state["versions"].get(parts[2])
        if version is None:
            return self.error(404, "NOT_FOUND", "no version", extra=extra)
        if version["state"] == "PROCESSING":
            version["polls"] += 1
            # Processing ends on the second poll, and not before faults.processingSeconds have passed.
            held = config.get("faults", {}).get("processingSeconds", 0)
            if version["polls"] >= 2 and time.time() - version.get("processingSince", 0) >= held:
                identifier = self.store.state["assets"][version["asset"]]["assetPackIdentifier"]
                failure = config.get("faults", {}).get("failProcessing", {}).get(identifier)
                if failure:
                    version["state"] = "FAILED"
                    version["stateDetails"] = {"errors": [failure]}
                else:
                    version["state"] = "COMPLETE"
                    asset = self.store.state["assets"][version["asset"]]
                    size = sum(f["fileSize"] for f in self.store.state["files"].values() if f["version"] == version["id"] and f["assetType"] == "ASSET")
                    asset["usedBytes"] = max(asset.get("usedBytes", 0), size)
            self.store.save()
        self.reply(200, {"data": self.version_resource(version)}, extra=extra)

    # Upload files
    def file_resource(self, upload):
        attributes = {key: upload[key] for key in ("assetType", "fileName", "fileSize")}
        attributes["assetDeliveryState"] = {"state": upload["state"]}
        attributes["uploadOperations"] = upload["operations"]
        return {"type": "backgroundAssetUploadFiles", "id": upload["id"], "attributes": attributes}

    def api_GET_backgroundAssetVersions_ID_backgroundAssetUploadFiles(self, config, parts, query, extra):
        files = [f for f in self.store.state["files"].values() if f["version"] == parts[2]]
        self.reply(200, {"data": [self.file_resource(f) for f in sorted(files, key=lambda f: f["id"])], "links": {}}, extra=extra)

    def api_POST_backgroundAssetUploadFiles(self, config, parts, query, extra):
        data = extra["body"]["data"]
        attributes = data["attributes"]
        version = self.store.state["versions"].get(data["relationships"]["backgroundAssetVersion"]["data"]["id"])
        if version is None or version["state"] != "AWAITING_UPLOAD":
            return self.error(409, "STATE_ERROR", "the version is not awaiting upload", extra=extra)
        if attributes.get("assetType") not in ("ASSET", "MANIFEST") or not attributes.get("fileName") or attributes.get("fileSize", 0) < 1:
            return self.error(422, "ENTITY_ERROR.ATTRIBUTE.INVALID", "bad attributes %r" % attributes, extra=extra)
        upload_id = self.store.next_id("file")
        size, step = attributes["fileSize"], int(config.get("partSize", 1 << 20))
        operations = []
        for index, offset in enumerate(range(0, size, step)):
            operations.append({
                "method": "PUT", "url": "%s/upload/%s/%d" % (config["partBase"], upload_id, index),
                "offset": offset, "length": min(step, size - offset), "partNumber": index + 1,
                "expiration": now_iso(3600),
                "requestHeaders": [{"name": "Content-Type", "value": "application/octet-stream"},
                                   {"name": "X-Part-Signature", "value": "sig-%s-%d" % (upload_id, index)}]})
        upload = dict(id=upload_id, version=version["id"], state="AWAITING_UPLOAD", operations=operations, **attributes)
        self.store.state["files"][upload_id] = upload
        self.store.save()
        self.reply(201, {"data": self.file_resource(upload)}, extra=extra)

    def api_GET_backgroundAssetUploadFiles_ID(self, config, parts, query, extra):
        upload = self.store.state["files"].get(parts[2])
        if upload is None:
            return self.error(404, "NOT_FOUND", "no upload file", extra=extra)
        self.reply(200, {"data": self.file_resource(upload)}, extra=extra)

    def api_PATCH_backgroundAssetUploadFiles_ID(self, config, parts, query, extra):
        upload = self.store.state["files"].get(parts[2])
        if upload is None:
            return self.error(404, "NOT_FOUND", "no upload file", extra=extra)
        attributes = extra["body"]["data"].get("attributes", {})
        if attributes.get("uploaded") is not True:
            return self.error(422, "ENTITY_ERROR", "uploaded must be true", extra=extra)
        received = self.store.parts.get(upload["id"], {})
        data = b"".join(received.get(i, b"") for i in range(len(upload["operations"])))
        if len(data) != upload["fileSize"]:
            return self.error(409, "STATE_ERROR", "parts missing: %d of %d bytes" % (len(data), upload["fileSize"]), extra=extra)
        upload["sha256"] = hashlib.sha256(data).hexdigest()
        upload["state"] = "UPLOAD_COMPLETE"
        version = self.store.state["versions"][upload["version"]]
        files = [f for f in self.store.state["files"].values() if f["version"] == version["id"]]
        if any(f["assetType"] == "ASSET" for f in files) and all(f["state"] == "UPLOAD_COMPLETE" for f in files):
            version["state"] = "PROCESSING"
            version["processingSince"] = time.time()
        self.store.save()
        self.reply(200, {"data": self.file_resource(upload)}, extra=extra)

    # Parts (presigned: no token)
    def part(self, config, parts, raw):
        upload_id, index = parts[1], int(parts[2])
        faults = config.get("faults", {})
        with self.store.lock:
            upload = self.store.state["files"].get(upload_id)
            fail = faults.get("part503") and self.store.once("part503", faults["part503"])
            hang = faults.get("hangPart") and self.store.once("hangPart")
            if fail or hang:
                self.store.save()
        if upload is None:
            return self.error(404, "NOT_FOUND", "no upload")
        if hang:
            self.record(0, {"hang": True})
            time.sleep(60)
        if fail:
            return self.error(503, "UNAVAILABLE", "try again")
        operation = upload["operations"][index]
        if self.headers.get("X-Part-Signature") != "sig-%s-%d" % (upload_id, index) or len(raw) != operation["length"]:
            return self.error(400, "BAD_PART", "header or length wrong")
        with self.store.lock:
            self.store.parts.setdefault(upload_id, {})[index] = raw
        self.reply(200, None, extra={"bytes": len(raw)})


def main():
    config_path, port_file = sys.argv[1], sys.argv[2]
    Handler.store = Store(config_path)
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    config = Handler.store.config()
    config["partBase"] = "http://127.0.0.1:%d" % server.server_address[1]
    with open(config_path, "w") as f:
        json.dump(config, f, sort_keys=True, indent=1)
    with open(port_file + ".tmp", "w") as f:
        f.write(str(server.server_address[1]))
    import os
    os.replace(port_file + ".tmp", port_file)
    server.serve_forever()


if __name__ == "__main__":
    main()

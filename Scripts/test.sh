#!/usr/bin/env bash
# Runs the whole test suite: installs what is missing, builds, starts PostgreSQL and the real peer servers (llmock,
# SmolLM2 on llama.cpp, an HTTPS + HTTP/2 server) on 127.0.0.1, installs nginx (the replica tests start their own),
# then runs every Swift Testing test, the peer tests included.
set -euo pipefail
cd "$(dirname "$0")/.."
Scripts/bootstrap.sh
Scripts/peers.sh install
swift build --build-tests
# PostgreSQL (Debian's, a cluster of its own on loopback) for the store suites and the replica tests, and nginx for
# the replica tests, which start it in front of their replicas; both installed when missing.
Scripts/nginx.sh install
trap 'Scripts/peers.sh down; Scripts/postgres.sh stop' EXIT
FITTODAY_TEST_POSTGRES_URL=$(Scripts/postgres.sh start)
export FITTODAY_TEST_POSTGRES_URL
peers=$(Scripts/peers.sh up)
eval "$peers"
# A missing peer fails its tests instead of skipping them.
export FITTODAY_REQUIRE_PEERS=1
# The suites that time HTTP exchanges against in-process servers run first, on their own: the CPU-heavy suites
# (thousands of composed plans) would otherwise hold Swift's cooperative threads, which those servers and clients
# share, and turn their timing checks into races. Then every other offline test, in parallel; then the peer tests,
# one suite at a time (the model needs the CPU).
timed='HTTPTransportTests|OpenAIClientTests|GenerationPipelineTests|LLMCommandTests|WgerCommandTests'
# The suites on PostgreSQL (stores, replicas, the fault tests through nginx) also wait on deadlines (a 3 s lease,
# replicas answering within seconds): they run after the CPU-heavy ones, among themselves.
postgres='SessionStoreTests|PeopleStoreTests|FitTodayPostgresTests|ReplicaFanOutTests|ScaleOutFaultTests|LoadBalancerTests|PostgresCommandTests'
swift test --skip-build --filter "$timed"
swift test --skip-build --skip "$timed|$postgres|PeerSuites"
swift test --skip-build --filter "$postgres"
swift test --skip-build --filter PeerSuites
# The HTTP contract: openapi.yaml is valid and the committed generated code matches it; then schemathesis against a
# live server (seeded, bounded), every response conforming and none a 5xx.
Scripts/openapi-check.sh
python3 Tests/openapi/validate_samples.py
Scripts/schemathesis.sh

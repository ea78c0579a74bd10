#!/bin/sh
# /usr/bin/speclab: the frozen app lives in /opt/speclab.
exec /opt/speclab/speclab "$@"

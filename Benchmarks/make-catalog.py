#!/usr/bin/env python3
"""Writes a CSV catalog of N made-up coffee shops to stdout, clustered around real cities the way
cafés are, for benchmarking import and nearby search. Deterministic: the same N gives the same file.
With --geojson, writes a GeoJSON FeatureCollection of the same shops, in the shape of an
OpenStreetMap export (about 150 bytes a feature).
Usage: Benchmarks/make-catalog.py N [--geojson] > shops.csv"""
import math
import random
import sys

CITIES = [
    (55.6761, 12.5683), (48.8566, 2.3522), (52.5200, 13.4050), (51.5074, -0.1278), (40.7128, -74.0060),
    (37.7749, -122.4194), (-37.8136, 144.9631), (35.6762, 139.6503), (41.9028, 12.4964), (19.4326, -99.1332),
]

def main():
    count = int(sys.argv[1])
    geojson = "--geojson" in sys.argv[2:]
    random.seed(count)
    out = sys.stdout
    out.write('{"type":"FeatureCollection","features":[\n' if geojson else "name,latitude,longitude,address,city\n")
    for index in range(count):
        if index % 10 == 9:  # one in ten anywhere on land or sea
            latitude, longitude = random.uniform(-60, 70), random.uniform(-180, 180)
        else:
            center = CITIES[index % len(CITIES)]
            distance = abs(random.gauss(0, 15))  # kilometres from the center
            angle = random.uniform(0, 2 * math.pi)
            latitude = center[0] + distance * math.cos(angle) / 111.2
            longitude = center[1] + distance * math.sin(angle) / (111.2 * math.cos(math.radians(center[0])))
        if geojson:
            separator = ",\n" if index + 1 < count else "\n"
            out.write(f'{{"type":"Feature","geometry":{{"type":"Point","coordinates":[{longitude:.6f},{latitude:.6f}]}},'
                      f'"properties":{{"name":"Bench Café {index}","amenity":"cafe","addr:street":"Test Street","addr:housenumber":"{index % 200}"}}}}{separator}')
        else:
            out.write(f"Bench Café {index},{latitude:.6f},{longitude:.6f},{index % 200} Test Street,\n")
    if geojson:
        out.write("]}\n")

main()

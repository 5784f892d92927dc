package main

import (
	"net"
	"strconv"
	"testing"
)

// Three ports for one cluster are distinct whatever was wanted: a wanted
// port that is taken, or wanted twice, is replaced by another free one.
func TestFreePortsAreDistinct(t *testing.T) {
	busy, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer busy.Close()
	taken := busy.Addr().(*net.TCPAddr).Port
	cases := [][]int{{0, 0, 0}, {taken, taken, taken}, {taken, 0, taken}}
	for round := 0; round < 200; round++ {
		for _, want := range cases {
			ports, err := freePorts(want...)
			if err != nil {
				t.Fatal(err)
			}
			if len(ports) != len(want) {
				t.Fatalf("freePorts(%v) gave %v", want, ports)
			}
			seen := map[int]bool{}
			for _, p := range ports {
				if p == taken || seen[p] || p <= 0 {
					t.Fatalf("freePorts(%v) gave %v (port %d busy)", want, ports, taken)
				}
				seen[p] = true
			}
		}
	}
}

// A wanted port that is free is kept.
func TestFreePortsKeepsAFreeWantedPort(t *testing.T) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	want := l.Addr().(*net.TCPAddr).Port
	l.Close()
	ports, err := freePorts(want, 0)
	if err != nil {
		t.Fatal(err)
	}
	if ports[0] != want {
		t.Fatalf("wanted %s, got %v", strconv.Itoa(want), ports)
	}
}

package main

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"syscall"
	"time"

	clientv3 "go.etcd.io/etcd/client/v3"
)

// restartAPIServer asks the supervisor of the cluster in dir to restart
// kube-apiserver (SIGUSR1) and waits until the new one is ready. It prints
// {"restarts":N,"downAt":MS,"readyAt":MS} (Unix ms): tests measure how soon
// after readyAt their watches recovered.
func restartAPIServer(dir string) int {
	s, ok := running(dir)
	if !ok {
		fmt.Fprintln(os.Stderr, "mado-sandbox: no cluster runs in", dir)
		return 1
	}
	before := s.APIRestarts
	if err := syscall.Kill(s.Supervisor, syscall.SIGUSR1); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	deadline := time.Now().Add(180 * time.Second)
	for time.Now().Before(deadline) {
		time.Sleep(100 * time.Millisecond)
		st, err := readState(dir)
		if err != nil {
			continue
		}
		if !alive(st.Supervisor) {
			fmt.Fprintf(os.Stderr, "mado-sandbox: the cluster stopped while restarting kube-apiserver: %s\n", st.Error)
			return 1
		}
		if st.APIRestarts > before {
			out, _ := json.Marshal(map[string]any{"restarts": st.APIRestarts, "downAt": st.APIDownAt, "readyAt": st.APIReadyAt})
			fmt.Println(string(out))
			return 0
		}
	}
	fmt.Fprintln(os.Stderr, "mado-sandbox: kube-apiserver was not ready again within 180 s")
	return 1
}

// compact compacts the etcd of the cluster in dir up to its current revision,
// so that every older resourceVersion is gone: a watch of an uncached resource
// (podtemplates in the sandbox) from an older version then gets 410 Gone.
// It prints {"revision":N}.
func compact(dir string) int {
	s, ok := running(dir)
	if !ok {
		fmt.Fprintln(os.Stderr, "mado-sandbox: no cluster runs in", dir)
		return 1
	}
	cli, err := clientv3.New(clientv3.Config{
		Endpoints:   []string{fmt.Sprintf("http://127.0.0.1:%d", s.EtcdPort)},
		DialTimeout: 5 * time.Second,
	})
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox: etcd:", err)
		return 1
	}
	defer cli.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	resp, err := cli.Get(ctx, "compact-probe", clientv3.WithCountOnly())
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox: etcd:", err)
		return 1
	}
	rev := resp.Header.Revision
	if _, err := cli.Compact(ctx, rev, clientv3.WithCompactPhysical()); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox: etcd compaction:", err)
		return 1
	}
	out, _ := json.Marshal(map[string]any{"revision": rev})
	fmt.Println(string(out))
	return 0
}

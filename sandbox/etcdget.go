package main

// etcd-get: reads keys straight from the sandbox's etcd, for the CRD storage
// version migration's proof (the stored apiVersion of each object). It uses
// etcd's JSON gateway (/v3/kv/range) on the loopback client URL the sandbox
// recorded in state.json, so it needs no client library.

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"strconv"
	"time"

	"github.com/fxamacker/cbor/v2"
)

// storedEntry is one printed line.
type storedEntry struct {
	Key         string `json:"key"`
	APIVersion  string `json:"apiVersion,omitempty"`
	Kind        string `json:"kind,omitempty"`
	ModRevision int64  `json:"modRevision"`
	Bytes       int    `json:"bytes"`
	Encoding    string `json:"encoding"` // json, cbor, protobuf or other
}

// k8sCBOR decodes what the API server stores: text as CBOR byte strings,
// map keys included.
var k8sCBOR, _ = cbor.DecOptions{
	ByteStringToString:  cbor.ByteStringToStringAllowed,
	FieldNameByteString: cbor.FieldNameByteStringAllowed,
}.DecMode()

// prefixEnd is the etcd range end covering every key that starts with p.
func prefixEnd(p []byte) []byte {
	end := append([]byte{}, p...)
	for i := len(end) - 1; i >= 0; i-- {
		if end[i] < 0xff {
			end[i]++
			return end[:i+1]
		}
	}
	return []byte{0}
}

func etcdGet(args []string) int {
	var dirArgs []string
	prefix := false
	key := ""
	for i := 0; i < len(args); i++ {
		switch a := args[i]; {
		case a == "--prefix":
			prefix = true
		case a == "--dir" && i+1 < len(args):
			dirArgs = append(dirArgs, a, args[i+1])
			i++
		case len(a) > 6 && a[:6] == "--dir=":
			dirArgs = append(dirArgs, a)
		case key == "" && len(a) > 0 && a[0] == '/':
			key = a
		default:
			fmt.Fprintf(os.Stderr, "mado-sandbox: etcd-get: unexpected argument %q\n", a)
			return 2
		}
	}
	if key == "" {
		fmt.Fprintln(os.Stderr, "usage: mado-sandbox etcd-get [--dir DIR] [--prefix] /registry/KEY")
		return 2
	}
	dir, err := parseDir(dirArgs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 2
	}
	s, err := readState(dir)
	if err != nil || s.EtcdPort == 0 {
		fmt.Fprintln(os.Stderr, "mado-sandbox: no sandbox state in", dir)
		return 1
	}
	url := fmt.Sprintf("http://127.0.0.1:%d/v3/kv/range", s.EtcdPort)
	client := &http.Client{Timeout: 60 * time.Second}
	start := []byte(key)
	var end []byte
	if prefix {
		end = prefixEnd([]byte(key))
	}
	out := json.NewEncoder(os.Stdout)
	found := 0
	for {
		req := map[string]any{"key": base64.StdEncoding.EncodeToString(start)}
		if end != nil {
			req["range_end"] = base64.StdEncoding.EncodeToString(end)
			req["limit"] = 1000
		}
		body, _ := json.Marshal(req)
		resp, err := client.Post(url, "application/json", bytes.NewReader(body))
		if err != nil {
			fmt.Fprintln(os.Stderr, "mado-sandbox: etcd:", err)
			return 1
		}
		var r struct {
			Kvs []struct {
				Key         string `json:"key"`
				Value       string `json:"value"`
				ModRevision string `json:"mod_revision"`
			} `json:"kvs"`
			More bool `json:"more"`
		}
		err = json.NewDecoder(resp.Body).Decode(&r)
		resp.Body.Close()
		if err != nil || resp.StatusCode != http.StatusOK {
			fmt.Fprintln(os.Stderr, "mado-sandbox: etcd answered", resp.Status, err)
			return 1
		}
		var last []byte
		for _, kv := range r.Kvs {
			k, _ := base64.StdEncoding.DecodeString(kv.Key)
			v, _ := base64.StdEncoding.DecodeString(kv.Value)
			rev, _ := strconv.ParseInt(kv.ModRevision, 10, 64)
			e := storedEntry{Key: string(k), ModRevision: rev, Bytes: len(v), Encoding: "other"}
			var obj struct {
				APIVersion string `json:"apiVersion"`
				Kind       string `json:"kind"`
			}
			switch {
			case bytes.HasPrefix(v, []byte("k8s\x00")):
				e.Encoding = "protobuf"
			case bytes.HasPrefix(v, []byte{0xd9, 0xd9, 0xf7}) && k8sCBOR.Unmarshal(v, &obj) == nil:
				// Custom resources are stored as CBOR (self-described, tag 55799) by newer servers.
				e.Encoding, e.APIVersion, e.Kind = "cbor", obj.APIVersion, obj.Kind
			case json.Unmarshal(v, &obj) == nil:
				e.Encoding, e.APIVersion, e.Kind = "json", obj.APIVersion, obj.Kind
			}
			out.Encode(e)
			found++
			last = k
		}
		if !prefix || !r.More || last == nil {
			break
		}
		start = append(last, 0)
	}
	if found == 0 && !prefix {
		fmt.Fprintln(os.Stderr, "mado-sandbox: etcd-get: no such key", key)
		return 1
	}
	return 0
}

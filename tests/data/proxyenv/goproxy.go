// Records, for tests/kube/tst_proxyenv, which proxy Go's net/http takes from
// the environment for a request (the function client-go, and so kubectl,
// uses when the kubeconfig names no proxy-url). Prints the proxy URL,
// "direct", or "error: ..." for the URL given as the only argument; the
// environment is this process's own. Run by record.py, not by the tests.
package main

import (
	"fmt"
	"net/http"
	"os"
)

func main() {
	req, err := http.NewRequest(http.MethodGet, os.Args[1], nil)
	if err != nil {
		fmt.Println("error:", err)
		return
	}
	proxy, err := http.ProxyFromEnvironment(req)
	switch {
	case err != nil:
		fmt.Println("error:", err)
	case proxy == nil:
		fmt.Println("direct")
	default:
		fmt.Println(proxy.String())
	}
}

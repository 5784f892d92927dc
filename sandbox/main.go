// Command mado-sandbox runs a real local Kubernetes control plane (etcd,
// kube-apiserver and kube-controller-manager, built from the Kubernetes Go
// modules) on loopback, for Mado's tests and its "no cluster yet" default.
//
// It is one multi-call binary. The user-facing subcommands are
//
//	mado-sandbox up [--dir DIR]      start the cluster, print one JSON line
//	mado-sandbox down [--dir DIR]    stop it; DIR stays reusable
//	mado-sandbox status [--dir DIR]  tell whether it runs
//	mado-sandbox restart-apiserver [--dir DIR]  restart kube-apiserver (fault tests)
//	mado-sandbox compact [--dir DIR]            compact etcd (410 Gone tests)
//
// and the internal ones (etcd, kube-apiserver, kube-controller-manager,
// supervise) run one component each in its own process: the components
// install process-wide signal and logging handlers and must not share one.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"go.etcd.io/etcd/server/v3/etcdmain"
	"k8s.io/component-base/cli"
	_ "k8s.io/component-base/logs/json/register"
	_ "k8s.io/component-base/metrics/prometheus/clientgo"
	_ "k8s.io/component-base/metrics/prometheus/version"
	apiserverapp "k8s.io/kubernetes/cmd/kube-apiserver/app"
	kcmapp "k8s.io/kubernetes/cmd/kube-controller-manager/app"
)

func usage() {
	fmt.Fprintf(os.Stderr, `usage: mado-sandbox up|down|status [--dir DIR]

  up       start etcd, kube-apiserver and kube-controller-manager on loopback,
           wait until /readyz answers, write DIR/kubeconfig and print
           {"server":..,"kubeconfig":..,"pids":[..]}
  down     stop the cluster started in DIR (DIR stays reusable)
  status   print {"running":true|false,...}; exit 0 when running, 3 when not
  restart-apiserver [--dir DIR]
           restart kube-apiserver (same port, same etcd) and wait until it is
           ready; print {"restarts":N,"downAt":MS,"readyAt":MS} (Unix ms)
  compact [--dir DIR]
           compact etcd up to its current revision; print {"revision":N}
           (podtemplates bypass the watch cache, so watching them from an
           older resourceVersion then gets 410 Gone)
  version  print the Kubernetes version this binary was built from
  client-cert --dir DIR --user NAME [--group G]... [--expired] --out PREFIX
           issue a client certificate from the sandbox CA (PREFIX.crt, PREFIX.key),
           for tests of other users and of expired certificates

DIR defaults to $MADO_SANDBOX_DIR, else ~/.local/share/mado/sandbox.
`)
}

func main() {
	if len(os.Args) < 2 {
		usage()
		os.Exit(2)
	}
	sub, rest := os.Args[1], os.Args[2:]
	switch sub {
	case "etcd":
		etcdmain.Main(append([]string{"etcd"}, rest...))
		os.Exit(0)
	case "kube-apiserver":
		cmd := apiserverapp.NewAPIServerCommand()
		cmd.SetArgs(rest)
		os.Exit(cli.Run(cmd))
	case "kube-controller-manager":
		cmd := kcmapp.NewControllerManagerCommand()
		cmd.SetArgs(rest)
		os.Exit(cli.Run(cmd))
	case "supervise":
		os.Exit(supervise(rest))
	case "up", "down", "status", "restart-apiserver", "compact":
		dir, err := parseDir(rest)
		if err != nil {
			fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
			usage()
			os.Exit(2)
		}
		switch sub {
		case "up":
			os.Exit(up(dir))
		case "down":
			os.Exit(down(dir))
		case "restart-apiserver":
			os.Exit(restartAPIServer(dir))
		case "compact":
			os.Exit(compact(dir))
		default:
			os.Exit(status(dir))
		}
	case "client-cert":
		os.Exit(clientCert(rest))
	case "version", "--version":
		fmt.Println(kubernetesVersion)
	case "-h", "--help", "help":
		usage()
	default:
		fmt.Fprintf(os.Stderr, "mado-sandbox: unknown subcommand %q\n", sub)
		usage()
		os.Exit(2)
	}
}

// parseDir reads the optional --dir DIR / --dir=DIR argument.
func parseDir(args []string) (string, error) {
	dir := os.Getenv("MADO_SANDBOX_DIR")
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--dir":
			if i+1 >= len(args) {
				return "", fmt.Errorf("--dir needs a value")
			}
			dir = args[i+1]
			i++
		case len(a) > 6 && a[:6] == "--dir=":
			dir = a[6:]
		default:
			return "", fmt.Errorf("unknown argument %q", a)
		}
	}
	if dir == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return "", err
		}
		dir = filepath.Join(home, ".local", "share", "mado", "sandbox")
	}
	return filepath.Abs(dir)
}

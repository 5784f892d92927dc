package main

import (
	"crypto/tls"
	"crypto/x509"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
	"time"

	"k8s.io/component-base/version"
)

var kubernetesVersion = version.Get().GitVersion

// state is what the supervisor records in DIR/state.json.
type state struct {
	Server     string `json:"server"`
	Kubeconfig string `json:"kubeconfig"`
	Pids       []int  `json:"pids"`
	Supervisor int    `json:"supervisor"`
	EtcdPort   int    `json:"etcdPort"`
	PeerPort   int    `json:"peerPort"`
	APIPort    int    `json:"apiPort"`
	Ready      bool   `json:"ready"`
	Error      string `json:"error,omitempty"`
	// APIRestarts counts restart-apiserver requests served; APIDownAt and
	// APIReadyAt (Unix ms) tell when the last restart stopped the old
	// kube-apiserver and when the new one answered /readyz.
	APIRestarts int   `json:"apiRestarts,omitempty"`
	APIDownAt   int64 `json:"apiDownAt,omitempty"`
	APIReadyAt  int64 `json:"apiReadyAt,omitempty"`
}

func statePath(dir string) string { return filepath.Join(dir, "state.json") }

func readState(dir string) (state, error) {
	var s state
	b, err := os.ReadFile(statePath(dir))
	if err != nil {
		return s, err
	}
	err = json.Unmarshal(b, &s)
	return s, err
}

func writeState(dir string, s state) error {
	b, err := json.Marshal(s)
	if err != nil {
		return err
	}
	tmp := statePath(dir) + ".tmp"
	if err := os.WriteFile(tmp, b, 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, statePath(dir))
}

func alive(pid int) bool {
	if pid <= 0 {
		return false
	}
	if err := syscall.Kill(pid, 0); err != nil {
		return false
	}
	// A zombie still answers kill(0); look at its state.
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return false
	}
	fields := strings.Fields(string(b[strings.LastIndexByte(string(b), ')')+1:]))
	return len(fields) > 0 && fields[0] != "Z"
}

func running(dir string) (state, bool) {
	s, err := readState(dir)
	if err != nil {
		return s, false
	}
	return s, s.Ready && alive(s.Supervisor)
}

func printUp(s state) {
	out, _ := json.Marshal(map[string]any{"server": s.Server, "kubeconfig": s.Kubeconfig, "pids": s.Pids})
	fmt.Println(string(out))
}

// freePorts returns len(want) distinct loopback TCP ports that are free now,
// preferring each wanted port. Every port stays bound until all are chosen:
// a port bound and closed at once can be handed out again by the kernel for
// the next bind to port 0, and two components of the cluster would then be
// given the same port.
func freePorts(want ...int) ([]int, error) {
	var held []net.Listener
	defer func() {
		for _, l := range held {
			l.Close()
		}
	}()
	ports := make([]int, 0, len(want))
	for _, w := range want {
		var l net.Listener
		if w > 0 {
			l, _ = net.Listen("tcp", "127.0.0.1:"+strconv.Itoa(w))
		}
		if l == nil {
			var err error
			if l, err = net.Listen("tcp", "127.0.0.1:0"); err != nil {
				return nil, err
			}
		}
		held = append(held, l)
		ports = append(ports, l.Addr().(*net.TCPAddr).Port)
	}
	return ports, nil
}

// up starts the supervisor in the background and waits until the cluster is
// ready. A cluster that already runs in dir is reported as it is.
func up(dir string) int {
	if s, ok := running(dir); ok {
		printUp(s)
		return 0
	}
	if err := os.MkdirAll(filepath.Join(dir, "logs"), 0o700); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	if err := (pki{dir}).ensure(); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox: certificates:", err)
		return 1
	}
	prev, _ := readState(dir)
	var s state
	ports, err := freePorts(prev.EtcdPort, prev.PeerPort, prev.APIPort)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox: no free loopback ports:", err)
		return 1
	}
	s.EtcdPort, s.PeerPort, s.APIPort = ports[0], ports[1], ports[2]
	s.Server = fmt.Sprintf("https://127.0.0.1:%d", s.APIPort)
	s.Kubeconfig = filepath.Join(dir, "kubeconfig")
	if err := writeState(dir, s); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	self, err := os.Executable()
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	logf, err := os.OpenFile(filepath.Join(dir, "logs", "supervise.log"), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	args := []string{"supervise", "--dir", dir}
	if w := os.Getenv("MADO_SANDBOX_WATCH_PID"); w != "" {
		args = append(args, "--watch-pid", w)
	}
	cmd := exec.Command(self, args...)
	cmd.Stdout, cmd.Stderr = logf, logf
	cmd.SysProcAttr = &syscall.SysProcAttr{Setsid: true}
	if err := cmd.Start(); err != nil {
		fmt.Fprintln(os.Stderr, "mado-sandbox:", err)
		return 1
	}
	logf.Close()
	supPid := cmd.Process.Pid
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	deadline := time.After(180 * time.Second)
	tick := time.NewTicker(200 * time.Millisecond)
	defer tick.Stop()
	for {
		select {
		case <-exited:
			st, _ := readState(dir)
			fmt.Fprintf(os.Stderr, "mado-sandbox: the cluster did not start: %s\nsee %s\n", st.Error, filepath.Join(dir, "logs"))
			return 1
		case <-deadline:
			syscall.Kill(supPid, syscall.SIGTERM)
			fmt.Fprintf(os.Stderr, "mado-sandbox: the cluster was not ready within 180 s; see %s\n", filepath.Join(dir, "logs"))
			return 1
		case <-tick.C:
			if st, err := readState(dir); err == nil && st.Ready && st.Supervisor == supPid {
				printUp(st)
				return 0
			}
		}
	}
}

// down stops the cluster in dir and waits until every process is gone.
func down(dir string) int {
	s, err := readState(dir)
	if err != nil {
		return 0 // nothing was started here
	}
	pids := append([]int{s.Supervisor}, s.Pids...)
	if alive(s.Supervisor) {
		syscall.Kill(s.Supervisor, syscall.SIGTERM)
	}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		any := false
		for _, p := range pids {
			any = any || alive(p)
		}
		if !any {
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	for _, p := range pids {
		if alive(p) {
			syscall.Kill(p, syscall.SIGKILL)
		}
	}
	s.Ready, s.Pids, s.Supervisor = false, nil, 0
	writeState(dir, s)
	return 0
}

func status(dir string) int {
	s, ok := running(dir)
	out, _ := json.Marshal(map[string]any{"running": ok, "server": s.Server, "kubeconfig": s.Kubeconfig, "pids": s.Pids, "version": kubernetesVersion})
	fmt.Println(string(out))
	if ok {
		return 0
	}
	return 3
}

// child is one control-plane process run by the supervisor.
type child struct {
	name string
	cmd  *exec.Cmd
	done chan struct{}
}

func startChild(dir, self, name string, args ...string) (*child, error) {
	logf, err := os.OpenFile(filepath.Join(dir, "logs", name+".log"), os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return nil, err
	}
	defer logf.Close()
	cmd := exec.Command(self, append([]string{name}, args...)...)
	cmd.Stdout, cmd.Stderr = logf, logf
	// The child dies with the supervisor, whatever kills the supervisor.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	c := &child{name: name, cmd: cmd, done: make(chan struct{})}
	go func() { cmd.Wait(); close(c.done) }()
	return c, nil
}

func (c *child) stop() {
	select {
	case <-c.done:
		return
	default:
	}
	c.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-c.done:
	case <-time.After(15 * time.Second):
		c.cmd.Process.Kill()
		<-c.done
	}
}

func waitFor(what string, timeout time.Duration, probe func() bool, children ...*child) error {
	deadline := time.Now().Add(timeout)
	for time.Now().Before(deadline) {
		for _, c := range children {
			select {
			case <-c.done:
				return fmt.Errorf("%s exited while waiting for %s (see logs/%s.log)", c.name, what, c.name)
			default:
			}
		}
		if probe() {
			return nil
		}
		time.Sleep(100 * time.Millisecond)
	}
	return fmt.Errorf("timed out waiting for %s", what)
}

// supervise runs the three components as children, records them in
// state.json, and stops them in reverse order on SIGTERM/SIGINT, when one of
// them exits, or when the optional --watch-pid process is gone.
func supervise(args []string) int {
	// Pdeathsig fires when the creating OS thread exits: keep this goroutine
	// on one thread for the supervisor's whole life.
	runtime.LockOSThread()
	var dir string
	watchPid := 0
	for i := 0; i+1 < len(args); i += 2 {
		switch args[i] {
		case "--dir":
			dir = args[i+1]
		case "--watch-pid":
			watchPid, _ = strconv.Atoi(args[i+1])
		}
	}
	s, err := readState(dir)
	if err != nil {
		fmt.Fprintln(os.Stderr, "supervise:", err)
		return 1
	}
	s.Supervisor = os.Getpid()
	fail := func(err error, children ...*child) int {
		for i := len(children) - 1; i >= 0; i-- {
			children[i].stop()
		}
		s.Error, s.Ready, s.Pids = err.Error(), false, nil
		writeState(dir, s)
		fmt.Fprintln(os.Stderr, "supervise:", err)
		return 1
	}
	sigs := make(chan os.Signal, 2)
	signal.Notify(sigs, syscall.SIGTERM, syscall.SIGINT, syscall.SIGHUP)
	restarts := make(chan os.Signal, 1)
	signal.Notify(restarts, syscall.SIGUSR1)
	self, err := os.Executable()
	if err != nil {
		return fail(err)
	}
	p := pki{dir}
	etcdURL := fmt.Sprintf("http://127.0.0.1:%d", s.EtcdPort)
	peerURL := fmt.Sprintf("http://127.0.0.1:%d", s.PeerPort)
	etcd, err := startChild(dir, self, "etcd",
		"--name=mado", "--data-dir="+filepath.Join(dir, "etcd"),
		"--listen-client-urls="+etcdURL, "--advertise-client-urls="+etcdURL,
		"--listen-peer-urls="+peerURL, "--initial-advertise-peer-urls="+peerURL,
		"--initial-cluster=mado="+peerURL, "--unsafe-no-fsync", "--log-level=warn",
		"--quota-backend-bytes=8589934592")
	if err != nil {
		return fail(err)
	}
	plain := &http.Client{Timeout: 2 * time.Second}
	if err := waitFor("etcd", 60*time.Second, func() bool {
		r, err := plain.Get(etcdURL + "/health")
		if err != nil {
			return false
		}
		r.Body.Close()
		return r.StatusCode == 200
	}, etcd); err != nil {
		return fail(err, etcd)
	}
	gates := "CBORServingAndStorage=true,ShardedListAndWatch=true"
	apiArgs := []string{
		"--etcd-servers=" + etcdURL,
		"--bind-address=127.0.0.1", "--advertise-address=127.0.0.1",
		fmt.Sprintf("--secure-port=%d", s.APIPort),
		"--cert-dir=" + filepath.Join(dir, "pki", "apiserver-generated"),
		"--tls-cert-file=" + p.path("apiserver.crt"), "--tls-private-key-file=" + p.path("apiserver.key"),
		"--client-ca-file=" + p.path("ca.crt"),
		"--token-auth-file=" + p.path("tokens.csv"),
		"--authorization-mode=RBAC",
		"--endpoint-reconciler-type=none",
		"--service-cluster-ip-range=10.0.0.0/24",
		"--service-account-issuer=https://kubernetes.default.svc",
		"--service-account-key-file=" + p.path("sa.pub"),
		"--service-account-signing-key-file=" + p.path("sa.key"),
		"--allow-privileged=true",
		"--runtime-config=api/all=true",
		"--feature-gates=" + gates,
		"--storage-media-type=application/vnd.kubernetes.protobuf",
		// PodTemplates bypass the watch cache: their watches read etcd
		// directly, so an etcd compaction (mado-sandbox compact) answers a
		// watch from an older resourceVersion with 410 Gone. Tests use them
		// for that; every other resource is cached as usual.
		"--watch-cache-sizes=podtemplates#0",
		"--v=1",
	}
	api, err := startChild(dir, self, "kube-apiserver", apiArgs...)
	if err != nil {
		return fail(err, etcd)
	}
	tlsClient, err := adminHTTPClient(p)
	if err != nil {
		return fail(err, etcd, api)
	}
	apiReady := func() bool {
		r, err := tlsClient.Get(s.Server + "/readyz")
		if err != nil {
			return false
		}
		r.Body.Close()
		return r.StatusCode == 200
	}
	if err := waitFor("kube-apiserver /readyz", 150*time.Second, apiReady, etcd, api); err != nil {
		return fail(err, etcd, api)
	}
	if err := writeKubeconfigs(dir, s.Server, p); err != nil {
		return fail(err, etcd, api)
	}
	kcm, err := startChild(dir, self, "kube-controller-manager",
		"--kubeconfig="+filepath.Join(dir, "pki", "controller-manager.kubeconfig"),
		"--secure-port=0",
		"--leader-elect=false",
		"--controllers="+strings.Join([]string{
			"namespace-controller", "garbage-collector-controller",
			"serviceaccount-controller", "serviceaccount-token-controller",
			"root-ca-certificate-publisher-controller", "storage-version-migrator-controller",
			"clusterrole-aggregation-controller", "deployment-controller",
			"replicaset-controller", "job-controller", "cronjob-controller",
			"ttl-after-finished-controller",
			// status.typeChecking of ValidatingAdmissionPolicies (the CEL playground's typed policy check)
			"validatingadmissionpolicy-status-controller",
		}, ","),
		"--service-account-private-key-file="+p.path("sa.key"),
		"--root-ca-file="+p.path("ca.crt"),
		"--feature-gates="+gates,
		"--v=1")
	if err != nil {
		return fail(err, etcd, api)
	}
	children := []*child{etcd, api, kcm}
	s.Pids = []int{etcd.cmd.Process.Pid, api.cmd.Process.Pid, kcm.cmd.Process.Pid}
	s.Ready, s.Error = true, ""
	if err := writeState(dir, s); err != nil {
		return fail(err, children...)
	}
	fmt.Fprintln(os.Stderr, "supervise: ready at", s.Server)

	var watchTick <-chan time.Time
	if watchPid > 0 {
		t := time.NewTicker(time.Second)
		defer t.Stop()
		watchTick = t.C
	}
	reason := ""
	for reason == "" {
		select {
		case sig := <-sigs:
			reason = "signal " + sig.String()
		case <-etcd.done:
			reason = "etcd exited"
		case <-api.done:
			reason = "kube-apiserver exited"
		case <-kcm.done:
			reason = "kube-controller-manager exited"
		case <-restarts:
			// restart-apiserver: stop kube-apiserver, start a new one on the
			// same port and storage, and record when it is ready again.
			api.stop()
			s.APIDownAt = time.Now().UnixMilli()
			fmt.Fprintln(os.Stderr, "supervise: restarting kube-apiserver")
			if api, err = startChild(dir, self, "kube-apiserver", apiArgs...); err != nil {
				reason = "kube-apiserver did not restart: " + err.Error()
				break
			}
			children[1] = api
			if err := waitFor("kube-apiserver /readyz", 150*time.Second, apiReady, etcd, api); err != nil {
				reason = err.Error()
				break
			}
			s.APIReadyAt = time.Now().UnixMilli()
			s.APIRestarts++
			s.Pids = []int{etcd.cmd.Process.Pid, api.cmd.Process.Pid, kcm.cmd.Process.Pid}
			writeState(dir, s)
		case <-watchTick:
			if !alive(watchPid) {
				reason = fmt.Sprintf("watched process %d is gone", watchPid)
			}
		}
	}
	fmt.Fprintln(os.Stderr, "supervise: stopping:", reason)
	for i := len(children) - 1; i >= 0; i-- {
		children[i].stop()
	}
	s.Ready, s.Pids = false, nil
	if !strings.HasPrefix(reason, "signal") {
		s.Error = reason
	}
	writeState(dir, s)
	return 0
}

func adminHTTPClient(p pki) (*http.Client, error) {
	caPEM, err := os.ReadFile(p.path("ca.crt"))
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(caPEM) {
		return nil, errors.New("bad CA certificate")
	}
	cert, err := tls.LoadX509KeyPair(p.path("admin.crt"), p.path("admin.key"))
	if err != nil {
		return nil, err
	}
	return &http.Client{
		Timeout:   3 * time.Second,
		Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: []tls.Certificate{cert}}},
	}, nil
}

func b64file(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", err
	}
	return base64.StdEncoding.EncodeToString(b), nil
}

// writeKubeconfigs writes DIR/kubeconfig (contexts sandbox, sandbox-token and
// sandbox-viewer) and the controller manager's own kubeconfig.
func writeKubeconfigs(dir, server string, p pki) error {
	ca, err := b64file(p.path("ca.crt"))
	if err != nil {
		return err
	}
	crt, err := b64file(p.path("admin.crt"))
	if err != nil {
		return err
	}
	key, err := b64file(p.path("admin.key"))
	if err != nil {
		return err
	}
	adminTok, err := os.ReadFile(p.path("admin.token"))
	if err != nil {
		return err
	}
	viewerTok, err := os.ReadFile(p.path("viewer.token"))
	if err != nil {
		return err
	}
	user := fmt.Sprintf(`kind: Config
apiVersion: v1
clusters:
- name: sandbox
  cluster:
    server: %s
    certificate-authority-data: %s
users:
- name: sandbox-admin
  user:
    client-certificate-data: %s
    client-key-data: %s
- name: sandbox-token-admin
  user:
    token: %s
- name: sandbox-viewer
  user:
    token: %s
contexts:
- name: sandbox
  context:
    cluster: sandbox
    user: sandbox-admin
    namespace: default
- name: sandbox-token
  context:
    cluster: sandbox
    user: sandbox-token-admin
    namespace: default
- name: sandbox-viewer
  context:
    cluster: sandbox
    user: sandbox-viewer
    namespace: default
current-context: sandbox
preferences: {}
`, server, ca, crt, key, strings.TrimSpace(string(adminTok)), strings.TrimSpace(string(viewerTok)))
	if err := os.WriteFile(filepath.Join(dir, "kubeconfig"), []byte(user), 0o600); err != nil {
		return err
	}
	kcm := fmt.Sprintf(`kind: Config
apiVersion: v1
clusters:
- name: sandbox
  cluster:
    server: %s
    certificate-authority: %s
users:
- name: kcm
  user:
    client-certificate: %s
    client-key: %s
contexts:
- name: kcm
  context: {cluster: sandbox, user: kcm}
current-context: kcm
`, server, p.path("ca.crt"), p.path("admin.crt"), p.path("admin.key"))
	return os.WriteFile(filepath.Join(dir, "pki", "controller-manager.kubeconfig"), []byte(kcm), 0o600)
}

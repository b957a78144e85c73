// UnityAppController
